// The interactive parts of a page. The server renders them inside a marker element and the client hydrates
// only those, so the static text of the pages never ships as JavaScript.
import type { ComponentType } from "react";
import { ContactForm } from "../pages/home/ContactForm.js";
import { Header } from "./Header.js";

export const islands = { header: Header, "contact-form": ContactForm } satisfies Record<string, ComponentType>;
export type IslandName = keyof typeof islands;

export function Island({ name }: { name: IslandName }) {
  const Component = islands[name];
  return (
    <div className="island" data-island={name}>
      <Component />
    </div>
  );
}
