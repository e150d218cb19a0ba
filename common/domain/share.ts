/** What a shared scan says, and the links for platforms without the Web Share API. */
export const SHARE_HASHTAGS = ['BeerScout', 'CraftBeer', 'BeerTime'];

export function shareText(beers: { name: string; brewery: string }[], imageType: 'shelf' | 'tap') {
  const where = imageType === 'tap' ? 'on tap' : 'on the shelf';
  const top = beers
    .slice(0, 3)
    .map((b) => b.name)
    .join(', ');
  const count = `${beers.length} ${beers.length === 1 ? 'beer' : 'beers'}`;
  return beers.length
    ? `I found ${count} ${where} with BeerScout: ${top}${beers.length > 3 ? '…' : ''}`
    : 'Scanning beers with BeerScout';
}

export function shareLinks(text: string, url: string) {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(url);
  const tags = SHARE_HASHTAGS.join(',');
  const hashText = `${text} ${SHARE_HASHTAGS.map((h) => `#${h}`).join(' ')}`;
  return [
    {
      id: 'x',
      label: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?text=${t}&url=${u}&hashtags=${tags}`,
    },
    {
      id: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}&hashtag=%23${SHARE_HASHTAGS[0]}`,
    },
    {
      id: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${hashText} ${url}`)}`,
    },
    { id: 'reddit', label: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    {
      id: 'email',
      label: 'E-mail',
      href: `mailto:?subject=${encodeURIComponent('Beers I found with BeerScout')}&body=${encodeURIComponent(`${hashText}\n\n${url}`)}`,
    },
  ];
}

/** "3 beers on the shelf": how a shared scan is named on its page and in its preview. */
export function sharedScanTitle(scan: { beers: unknown[]; imageType: 'shelf' | 'tap' }): string {
  const n = scan.beers.length;
  const where = scan.imageType === 'tap' ? 'on tap' : 'on the shelf';
  return n ? `${n} ${n === 1 ? 'beer' : 'beers'} ${where}` : `No beers found ${where}`;
}
