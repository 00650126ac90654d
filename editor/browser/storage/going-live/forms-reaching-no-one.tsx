import { formNameOf } from "../../../../src/forms/form-names";
import { wordsListed } from "../../../../src/lib/words-listed";

/**
 * Said once a Publish is live, where the live site's build says some of its forms reach no one: what
 * visitors send there is lost, which staff must hear at once, and who can put it right.
 */
export function FormsReachingNoOne({ forms }: { forms: string[] }) {
  const names = forms.map(formNameOf);
  return (
    <p role="alert" className="mt-2 text-red-800">
      <strong>Warning:</strong> on the live site, the {wordsListed(names)} {names.length === 1 ? "reaches" : "reach"} no
      one: what visitors send there is lost. Its e-mail settings are missing where the site is built; ask whoever set up
      the site to add them (README, "Forms: where submissions go").
    </p>
  );
}
