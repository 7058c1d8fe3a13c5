/**
 * A framework (React before 19, Vue, a plain script before the module ran) may set a property on
 * a custom element before its class upgraded it: the value then sits on the element itself, in
 * front of the class's accessor, which never sees it. Taking it over runs the accessor with it.
 */
export function takeOverEarlyProperty<E extends object>(element: E, name: keyof E & string): void {
  if (!Object.hasOwn(element, name)) return;
  const early = element[name];
  delete element[name];
  element[name] = early;
}
