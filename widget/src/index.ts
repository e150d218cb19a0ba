// Entry of widget.js. It exports nothing, so the IIFE build assigns no global of its own:
// window.BeerScout, set by boot(), is the only name the widget adds to the page.
import { boot } from './boot';

boot();
