import type { BlockProps } from "../../content/blocks";
import { chatLink } from "../../lib/message-links";
import type { BlockEntry } from "../block-entry";
import { Icon } from "../../ui/icon";
import { SmartLink } from "../../ui/smart-link";
import { ContentText, useTextLanguage } from "../../ui/text-language";

type ChatCtaProps = BlockProps<"chat-cta"> & { chatNumber: string };

function ChatCta({ block, chatNumber }: ChatCtaProps) {
  const langOf = useTextLanguage();
  return (
    <section className="bg-brand-900 text-white">
      <div className="container-page py-14 text-center">
        <ContentText as="h2" className="text-2xl font-bold sm:text-3xl">
          {block.heading}
        </ContentText>
        <ContentText as="p" className="mx-auto mt-4 max-w-2xl text-blue-100">
          {block.text}
        </ContentText>
        <SmartLink href={chatLink(chatNumber, block.message)} lang={langOf(block.label)} className="btn-accent mt-8">
          <Icon name="chat" size={20} />
          {block.label}
        </SmartLink>
      </div>
    </section>
  );
}

/** The chat call to action, given the site's chat number. */
export const chatCta: BlockEntry<"chat-cta", ChatCtaProps> = {
  component: ChatCta,
  resolve: (block, { site }) => ({ block, chatNumber: site.chatNumber }),
};
