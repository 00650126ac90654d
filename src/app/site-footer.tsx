import { Link } from "react-router-dom";
import { site } from "../content/site";

export function SiteFooter() {
  const { footer, brand, founded } = site;
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{brand.name}</p>
          <p className="mt-3 text-sm">{footer.about}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Quick links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footer.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Support</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footer.contacts.map((contact) => (
              <li key={contact.href}>
                {contact.label}:{" "}
                <a href={contact.href} className="text-white hover:underline">
                  {contact.value}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-5 text-center text-xs">
        © {brand.name}. Teaching and building software in Nepal since {founded}.
      </p>
    </footer>
  );
}
