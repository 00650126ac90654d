// The parts of structured-data-testing-tool (CommonJS, no types of its own) the tests use.
declare module "structured-data-testing-tool" {
  export interface SdttTest {
    test: string;
    expect?: unknown;
    type?: "jsonld" | "microdata" | "rdfa" | "metatag";
    description?: string;
    error?: { message: string };
  }
  export interface SdttResult {
    passed: SdttTest[];
    failed: SdttTest[];
    warnings: SdttTest[];
    schemas: string[];
  }
  export interface SdttPreset {
    name: string;
    description?: string;
  }
  export function structuredDataTest(
    html: Buffer | string,
    options?: { presets?: SdttPreset[]; schemas?: string[]; tests?: SdttTest[] },
  ): Promise<SdttResult>;
}

declare module "structured-data-testing-tool/presets.js" {
  import type { SdttPreset } from "structured-data-testing-tool";
  const presets: Record<"Google" | "Twitter" | "Facebook" | "SocialMedia", SdttPreset>;
  export default presets;
}
