// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { TYPING_PAUSE_MS, useHistory } from "./use-history";

type Doc = { title: string; items: string[] };
const opened: Doc = { title: "DevOps", items: ["Docker"] };

function setUp() {
  const { result } = renderHook(() => useHistory<Doc>(opened));
  const type = (title: string) => act(() => result.current.change((now) => ({ ...now, title }), "field_title"));
  const add = (item: string) => act(() => result.current.change((now) => ({ ...now, items: [...now.items, item] })));
  const undo = () => act(() => result.current.undo());
  const redo = () => act(() => result.current.redo());
  return { result, type, add, undo, redo };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useHistory", () => {
  it("starts at the document as opened, with nothing to undo or redo", () => {
    const { result } = setUp();
    expect(result.current).toMatchObject({ value: opened, canUndo: false, canRedo: false });
  });

  it("takes back typing in one field as one step, and brings it back", () => {
    const { result, type, undo, redo } = setUp();
    for (const title of ["DevOps w", "DevOps wi", "DevOps wit", "DevOps with"]) {
      vi.advanceTimersByTime(200);
      type(title);
    }
    expect(result.current.value.title).toBe("DevOps with");
    undo();
    expect(result.current).toMatchObject({ value: opened, canUndo: false, canRedo: true });
    redo();
    expect(result.current).toMatchObject({ value: { title: "DevOps with" }, canUndo: true, canRedo: false });
  });

  it("makes a pause in typing, or typing in another field, a new step", () => {
    const { result, type, undo } = setUp();
    type("DevOps with");
    vi.advanceTimersByTime(TYPING_PAUSE_MS + 1);
    type("DevOps with Docker");
    undo();
    expect(result.current.value.title).toBe("DevOps with");
    act(() => result.current.change((now) => ({ ...now, items: ["Podman"] }), "field_items_0"));
    type("DevOps with Podman");
    undo();
    expect(result.current.value).toEqual({ title: "DevOps with", items: ["Podman"] });
  });

  it("makes every added entry a step of its own, however quick", () => {
    const { result, add, undo } = setUp();
    add("Kubernetes");
    add("Terraform");
    undo();
    expect(result.current.value.items).toEqual(["Docker", "Kubernetes"]);
    undo();
    expect(result.current.value).toBe(opened);
  });

  it("forgets what was undone once a new change is made", () => {
    const { result, add, undo } = setUp();
    add("Kubernetes");
    undo();
    add("Terraform");
    expect(result.current).toMatchObject({ value: { items: ["Docker", "Terraform"] }, canRedo: false });
  });

  it("makes no step of a change that changes nothing", () => {
    const { result, type } = setUp();
    type("DevOps");
    act(() => result.current.change((now) => ({ ...now })));
    expect(result.current.canUndo).toBe(false);
    // Nor does it let the next letter merge into a step that was never made.
    type("DevOps!");
    act(() => result.current.undo());
    expect(result.current.value).toBe(opened);
  });

  it("does nothing on undo at the start or redo at the end", () => {
    const { result, undo, redo } = setUp();
    undo();
    redo();
    expect(result.current).toMatchObject({ value: opened, canUndo: false, canRedo: false });
  });
});
