/**
 * The id of the page's Let's Talk panel (contact-widget.tsx), which the phone's bottom bar opens
 * (mobile-navigation.tsx): a name of its own, so the bar need not load the widget's code to name it.
 */
export const LETS_TALK_PANEL = "lets-talk";
