/** Shows up to `head` and `tail` characters and masks the rest with `*`, always hiding at least 4. */
function maskMiddle(value: string, head: number, tail: number): string {
  const chars = [...value];
  const visible = Math.max(0, Math.min(head + tail, chars.length - 4));
  const t = Math.min(tail, visible);
  const h = Math.min(head, visible - t);
  return (
    chars.slice(0, h).join('') + '*'.repeat(chars.length - h - t) + chars.slice(chars.length - t).join('')
  );
}

/** Identity number for lists: region (first 6) and last 4 shown, birth date and sequence hidden. */
export const maskIdNumber = (id: string): string => maskMiddle(id.trim(), 6, 4);

/** Phone number for lists: 138****1111 (first 3 and last 4 of a mobile number). */
export const maskPhone = (phone: string): string => maskMiddle(phone.trim(), 3, 4);
