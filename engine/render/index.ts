export { DiagnosticCard, DiagnosticsPanel } from './DiagnosticCard';
export { RenderBlocks, renderBlok } from './RenderBlocks';
export { RichText } from './RichText';
export { blockDefiner, showsDiagnostics, type BlockComponent, type BlockProps, type EngineContext, type NamedBlock, type Registry } from './registry';
