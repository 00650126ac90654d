/** The in-app browsers of the apps our visitors come from (Facebook, Messenger, Instagram, WhatsApp, Viber, Line) and Android's WebView. */
const IN_APP = /FBAN|FBAV|FB_IAB|Instagram|WhatsApp|Viber|Line\/|; wv\)/i;
const PHONE = /Android|iPhone|iPad|iPod|Mobi/i;

/**
 * Whether a web-mail compose window can do its job here: a computer's own browser, with a mouse. On
 * a phone or inside an app, web mail asks for a sign-in the app's browser cannot keep (Google refuses
 * embedded browsers) or replaces the page: the device's own mail app is offered instead.
 */
export function webMailCanCompose(): boolean {
  if (typeof navigator === "undefined") return false;
  const agent = navigator.userAgent;
  return !IN_APP.test(agent) && !PHONE.test(agent) && window.matchMedia("(pointer: fine)").matches;
}
