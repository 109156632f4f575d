export { DiagnosticCard, DiagnosticsPanel } from './DiagnosticCard';
export { RenderBlocks, renderBlok, renderBlokOnServer, renderBloksOnServer } from './RenderBlocks';
export { IN_SERVER_COMPONENTS, renderServerTree, type ServerTreeWalk } from './serverTree';
export { RichText } from './RichText';
export { showsDiagnostics, type BlockComponent, type BlockProps, type EngineContext, type Registry } from './registry';
