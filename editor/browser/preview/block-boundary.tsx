import { Component, type ReactNode } from "react";
import { Placeholder } from "./placeholder";

interface BlockBoundaryProps {
  /** The block drawn: a change gives the block another try. */
  block: unknown;
  label: string;
  children: ReactNode;
}

/**
 * A block the author is still filling in may lack what its component needs: the preview then says
 * so in its place and draws the others, instead of going blank.
 */
export class BlockBoundary extends Component<BlockBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: BlockBoundaryProps) {
    if (this.state.failed && previous.block !== this.props.block) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <Placeholder>{`${this.props.label} cannot be drawn until its fields are filled in.`}</Placeholder>;
  }
}
