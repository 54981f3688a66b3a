//! `ods-runtime`: MLIR's IR and textual format, in Rust.
//!
//! The crate is organised in layers, one folder each; a layer uses only the layers above it:
//!
//! | layer | module | owns |
//! |---|---|---|
//! | numerics | [`numerics::apint`], [`numerics::apfloat`] | arbitrary-width integers and MLIR's float formats (LLVM-exact) |
//! | core IR | [`ir::entity`] | typed ids and the arena map they index |
//! | | [`ir::context`] | the [`Context`]: interners for strings, types and attributes, the IR arenas, the registry |
//! | | [`ir::types`] | builtin types ([`TypeKind`]), their queries and keywords |
//! | | [`ir::attributes`] | builtin attributes ([`AttrKind`]), locations included |
//! | | [`ir::affine`] | affine expressions, maps and integer sets |
//! | | [`ir::encoding`] | encodings shared by parser, printer and folders: symbol bytes, dense element storage, number conversions |
//! | | [`ir::ops`] (re-exported by [`ir`]) | operations, blocks, regions and values, with use lists |
//! | | [`ir::registry`] | dialect and op registration: the function-pointer tables generated code fills in |
//! | | [`ir::builtin_ops`] | the builtin dialect's ops (`builtin.module`, `builtin.unrealized_conversion_cast`), registered by every context |
//! | | [`ir::diagnostics`] | located diagnostics in MLIR's format |
//! | text | [`text::lexer`] | the MLIR token stream |
//! | | [`text::parser`] | the recursive-descent parser and the parser API used by custom op parsers |
//! | | [`text::printer`] | the printer, byte-identical to `mlir-opt` |
//! | analysis | [`analysis::verifier`] | structural verification: dominance, terminators, successors, per-op hooks |
//! | | [`analysis::effects`] | memory-effect queries (MLIR's `MemoryEffectOpInterface` utilities) |
//! | | [`analysis::cfg`] | control flow between blocks: `BranchOpInterface`, predecessors, reachability |
//! | transforms | [`transforms::builder`] | the [`OpBuilder`]: creating ops at an insertion point, regions with their entry block |
//! | | [`transforms::rewriter`] | the [`Rewriter`]: the only way patterns change IR, reporting each change to the driver |
//! | | [`transforms::pattern`] | typed rewrite patterns ([`RewritePattern`], rooted at an op handle type) and the [`PatternSet`] |
//! | | [`transforms::rewrite`] | the greedy pattern-and-fold driver (canonicalization), checking that patterns edit only through the rewriter |
//! | | [`transforms::fold`] | constant-folding helpers for `fold` hooks (MLIR's `CommonFolders.h` and attribute matchers) |
//! | | [`transforms::region_simplify`] | unreachable blocks and dead values, as the greedy driver simplifies regions |
//! | passes | [`pass`] | the [`Pass`] trait, pass descriptions, cached analyses and the registry of passes |
//! | | [`pass::pipeline`] | MLIR's textual pass-pipeline syntax (`builtin.module(func.func(cse))`): the model, its parser with mlir-opt's errors, the compact printer |
//! | | [`pass::options`] | typed pass options: parsing `key=value` text with mlir-opt's messages, printing values back |
//! | | [`pass::manager`] | the pass manager: nested pipelines run on the ops they anchor on, the verifier between passes, IR dumps, timing and statistics |
//! | | [`pass::passes`] | MLIR's core passes (`canonicalize`, `cse`, `symbol-dce`, ...) |
//! | ods support | [`ods`] | non-generic helpers called by code generated from `.ods` files; [`ods::hooks`], the traits of the hand-written hooks |
//! | tool | [`tool::driver`] | the `mlir-opt`-style driver dialect crates wrap |
#![warn(missing_docs)]

pub mod analysis;
pub mod ir;
pub mod numerics;
pub mod ods;
pub mod pass;
pub mod text;
pub mod tool;
pub mod transforms;

/// The one name generated code reaches the runtime through: a generated dialect module starts
/// with `use ::ods_runtime::__rt;` and writes `__rt::Context`, `__rt::access::operand_at`,
/// `__rt::Some(..)` instead of absolute paths. Everything public at the crate root, the `ods`
/// support modules, the registry, and `core`'s `Option`/`Result` with their variants (so that a
/// user's own `Option` in the dialect module cannot change what generated code means).
#[doc(hidden)]
pub mod __rt {
    pub use crate::ir::attributes::Location;
    pub use crate::ir::registry;
    pub use crate::ir::OperationState;
    pub use crate::ods::{access, asm, defs, enums, function, hooks, preds, verify};
    pub use crate::text::parser::OpAsmParser;
    pub use crate::text::printer::OpAsmPrinter;
    pub use crate::*;
    pub use ::core::option::Option::{self, None, Some};
    pub use ::core::result::Result::{self, Err, Ok};
}

pub use ir::attributes::{AttrKind, Attribute};
pub use ir::context::{Context, Symbol};
pub use ir::diagnostics::{Diagnostic, Severity};
pub use ir::ops::OpHandle;
pub use ir::types::{Type, TypeKind};
pub use ir::{Block, Op, Region, Value};
pub use pass::{Pass, PassInfo, PassRegistry, PassState};
pub use text::api::{parse_str, print_to, print_to_string, ParseError};
pub use text::printer::PrintFlags;
pub use transforms::builder::{InsertPoint, OpBuilder};
pub use transforms::pattern::{PatternSet, RewritePattern};
pub use transforms::rewriter::Rewriter;
