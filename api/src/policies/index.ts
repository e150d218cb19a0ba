export { can, entitlementsOf, planOf, requireEntitlement } from './entitlements';
