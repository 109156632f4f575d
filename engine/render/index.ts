export { DiagnosticCard, DiagnosticsPanel } from './DiagnosticCard';
export { RenderBlocks, renderBlok } from './RenderBlocks';
export { RichText } from './RichText';
export { showsDiagnostics, type BlockComponent, type BlockProps, type EngineContext, type Registry } from './registry';
