/** Makes a switch over a union we own fail to compile when a member is forgotten. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
