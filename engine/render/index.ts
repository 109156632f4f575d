export { DiagnosticCard, DiagnosticsPanel } from './DiagnosticCard';
export { forEachOf, RenderBlocks, renderBlok, renderBlokOnServer, renderBloksOnServer, uniqueKeys, withDropped } from './RenderBlocks';
export { IN_SERVER_COMPONENTS, renderServerTree, type ServerTreeWalk } from './serverTree';
export { RichText } from './RichText';
export { blockDefiner, showsDiagnostics, type BlockComponent, type BlockProps, type EngineContext, type NamedBlock, type Registry } from './registry';
