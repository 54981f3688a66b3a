//! The hooks a dialect author writes by hand, one trait per `.ods` flag that asks for one.
//!
//! `has_verifier` on op `FillOp` makes the generated verifier call
//! `<FillOp as Verify>::verify`, so the author writes, in the module that holds the generated
//! items,
//!
//! ```ignore
//! impl ods_runtime::ods::hooks::Verify for FillOp {
//!     fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
//!         // ...
//!         Ok(())
//!     }
//! }
//! ```
//!
//! The generated code calls a hook only when its flag is set, and always through its trait, so
//! the signature the author must write is the trait's:
//!
//! - a mistyped hook is reported by rustc at the author's `impl` (`method `verify` has an
//!   incompatible type for trait`, with the expected and the found signature);
//! - a missing hook is reported where the generated code calls it, with a message naming the
//!   flag, the op and the `impl` to write (each trait's `#[diagnostic::on_unimplemented]`).
//!
//! | `.ods` | trait | what the author writes |
//! |---|---|---|
//! | op `has_verifier` | [`Verify`] | `fn verify(self, ctx: &Context) -> Result<(), Diagnostic>` |
//! | op `has_region_verifier` | [`VerifyRegions`] | `fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic>` |
//! | op `has_folder`, one result | [`Fold`] | `fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult>` |
//! | op `has_folder`, other results | [`FoldMulti`] | `fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool` |
//! | op `has_canonicalize_method` | [`Canonicalize`] | `fn canonicalize(self, rewriter: &mut Rewriter<'_>) -> bool` |
//! | op `has_canonicalizer` | [`CanonicalizationPatterns`] | `fn canonicalization_patterns(patterns: &mut PatternSet)` |
//! | op `custom_assembly` | [`CustomAssembly`] | `fn parse(parser: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> Result<(), Diagnostic>`, `fn print(self, printer: &mut OpAsmPrinter<'_, '_>)` |
//! | op `InferTypeOpInterface` | [`InferTypeOpInterface`] | `fn infer_return_types(ctx: &mut Context, state: &OperationState) -> Result<Vec<Type>, Diagnostic>` |
//! | op `MemoryEffectsOpInterface` | [`MemoryEffectsOpInterface`] | `fn memory_effects(self, ctx: &Context, effects: &mut Vec<Effect>)` |
//! | op `OpAsmOpInterface` | [`OpAsmOpInterface`] | `const DEFAULT_DIALECT: Option<&'static str>`, `const RESULT_NAMES: Option<ResultNamesFn>` (both default to `None`) |
//! | dialect `has_constant_materializer` | [`ConstantMaterializer`] | `fn materialize_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<Op>` |
//! | dialect `has_inliner_interface` | [`DialectInlinerInterface`] | the inliner's legality and terminator hooks (`fn is_legal_to_inline_op(ctx: &Context, op: Op, dest: Region, would_be_cloned: bool) -> bool`, ...; each has a default) |
//! | `pass` | [`RunPass`] | `fn run_on(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult` |
//! | `type_def`/`attr_def` `has_verifier` | [`VerifyParams`] | `fn verify(ctx: &Context, params: &<Name>Params) -> Result<(), String>` |
//! | `type_def` `custom_assembly` | [`CustomTypeAssembly`] | `fn parse(p: &mut DialectAsmParser<'_, '_>) -> Result<Self, Diagnostic>`, `fn print(self, p: &mut DialectAsmPrinter<'_, '_>)` |
//! | `attr_def` `custom_assembly` | [`CustomAttrAssembly`] | `fn parse(p: &mut DialectAsmParser<'_, '_>, ty: Option<Type>) -> Result<Self, Diagnostic>`, `fn print(self, p: &mut DialectAsmPrinter<'_, '_>)` |
//!
//! The op hooks are implemented for the op's handle type (`FillOp`), the dialect hook for the
//! dialect type (`ToyDialect`), the pass body for the generated pass struct (`ShapeInference`), the definition hooks for the definition's handle
//! (`StructType`), which implements [`AttrOrTypeDef`] (generated) to name its parameters.

use crate::analysis::effects::Effect;
use crate::ir::attributes::{Attribute, Location};
use crate::ir::context::Context;
use crate::ir::diagnostics::Diagnostic;
use crate::ir::registry::{DialectAsmParser, DialectAsmPrinter, FoldResult};
use crate::ir::types::Type;
use crate::ir::{Op, OperationState};
use crate::pass::{PassResult, PassState};
use crate::text::parser::OpAsmParser;
use crate::text::printer::{OpAsmPrinter, ResultNamesFn};
use crate::transforms::rewrite::PatternSet;
use crate::transforms::rewriter::Rewriter;

/// `has_inliner_interface` on a dialect: MLIR's `DialectInlinerInterface` (defined with the
/// inliner, re-exported here beside the other hooks).
pub use crate::transforms::inliner::DialectInlinerInterface;

/// `has_verifier` on an op: checks the op's own invariants, after the generated checks
/// (counts, attributes, types, traits, interface verifiers) passed. Report a failure with
/// [`op_error`](crate::analysis::verifier::op_error) to get mlir-opt's `'name' op ...` message.
#[diagnostic::on_unimplemented(
    message = "`has_verifier` on op `{Self}` needs `impl ods_runtime::ods::hooks::Verify for {Self}`",
    label = "the generated verifier calls `Verify::verify` here",
    note = "write `impl ods_runtime::ods::hooks::Verify for {Self} {{ fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {{ .. }} }}` (an inherent `fn verify` is not called)"
)]
pub trait Verify {
    /// `Ok(())` when the op is valid.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic>;
}

/// `has_region_verifier` on an op: checks the op once the ops nested in its regions verified
/// (MLIR's `verifyRegions`), after the generated region checks (`SingleBlockImplicitTerminator`,
/// `SymbolTable`).
#[diagnostic::on_unimplemented(
    message = "`has_region_verifier` on op `{Self}` needs `impl ods_runtime::ods::hooks::VerifyRegions for {Self}`",
    label = "the generated region verifier calls `VerifyRegions::verify_regions` here",
    note = "write `impl ods_runtime::ods::hooks::VerifyRegions for {Self} {{ fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {{ .. }} }}` (an inherent `fn verify_regions` is not called)"
)]
pub trait VerifyRegions {
    /// `Ok(())` when the op and its regions are valid.
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic>;
}

/// `has_folder` on an op with exactly one result (a single value, neither optional nor
/// variadic): MLIR's `OpFoldResult fold(FoldAdaptor)`.
#[diagnostic::on_unimplemented(
    message = "`has_folder` on op `{Self}` (one result) needs `impl ods_runtime::ods::hooks::Fold for {Self}`",
    label = "the generated fold glue calls `Fold::fold` here",
    note = "write `impl ods_runtime::ods::hooks::Fold for {Self} {{ fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {{ .. }} }}` (an inherent `fn fold` is not called)"
)]
pub trait Fold {
    /// The folded result (a constant, or an existing value), or `None` when the op does not
    /// fold. `operands` holds the constant value of each operand, `None` when it is not a
    /// constant. An in-place fold (the op updated, MLIR's returning the op's own result)
    /// returns `FoldResult::Value` of the op's result.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult>;
}

/// `has_folder` on an op without exactly one single result (none, several, an optional or a
/// variadic one): MLIR's `LogicalResult fold(FoldAdaptor, SmallVectorImpl<OpFoldResult> &)`.
#[diagnostic::on_unimplemented(
    message = "`has_folder` on op `{Self}` (not exactly one result) needs `impl ods_runtime::ods::hooks::FoldMulti for {Self}`",
    label = "the generated fold glue calls `FoldMulti::fold` here",
    note = "write `impl ods_runtime::ods::hooks::FoldMulti for {Self} {{ fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>], results: &mut Vec<FoldResult>) -> bool {{ .. }} }}` (an inherent `fn fold` is not called)"
)]
pub trait FoldMulti {
    /// `true` when the op folded: `results` then holds one entry per result (or none, for an
    /// in-place update). `operands` as in [`Fold::fold`].
    fn fold(
        self,
        ctx: &mut Context,
        operands: &[Option<Attribute>],
        results: &mut Vec<FoldResult>,
    ) -> bool;
}

/// `has_canonicalize_method` on an op: a match-and-rewrite rooted at the op (MLIR's
/// `LogicalResult canonicalize(Op, PatternRewriter &)`), tried with benefit 1. It changes the
/// IR only through the [`Rewriter`] (see [`crate::transforms::rewriter`]).
#[diagnostic::on_unimplemented(
    message = "`has_canonicalize_method` on op `{Self}` needs `impl ods_runtime::ods::hooks::Canonicalize for {Self}`",
    label = "the generated registration calls `Canonicalize::canonicalize` here",
    note = "write `impl ods_runtime::ods::hooks::Canonicalize for {Self} {{ fn canonicalize(self, rewriter: &mut Rewriter<'_>) -> bool {{ .. }} }}` (an inherent `fn canonicalize` is not called)"
)]
pub trait Canonicalize {
    /// Rewrites the IR around the op through `rewriter` and returns `true`, or returns
    /// `false` and changes nothing.
    fn canonicalize(self, rewriter: &mut Rewriter<'_>) -> bool;
}

/// `has_canonicalizer` on an op: the op's canonicalization patterns (MLIR's
/// `getCanonicalizationPatterns`).
#[diagnostic::on_unimplemented(
    message = "`has_canonicalizer` on op `{Self}` needs `impl ods_runtime::ods::hooks::CanonicalizationPatterns for {Self}`",
    label = "the generated registration names `CanonicalizationPatterns::canonicalization_patterns` here",
    note = "write `impl ods_runtime::ods::hooks::CanonicalizationPatterns for {Self} {{ fn canonicalization_patterns(patterns: &mut PatternSet) {{ .. }} }}` (an inherent `fn canonicalization_patterns` is not called)"
)]
pub trait CanonicalizationPatterns {
    /// Adds the op's patterns to `patterns`.
    fn canonicalization_patterns(patterns: &mut PatternSet);
}

/// `custom_assembly` on an op: its hand-written custom form. A function-like op can use
/// [`parse_function_op`](crate::ods::function::parse_function_op) and
/// [`print_function_op`](crate::ods::function::print_function_op).
#[diagnostic::on_unimplemented(
    message = "`custom_assembly` on op `{Self}` needs `impl ods_runtime::ods::hooks::CustomAssembly for {Self}`",
    label = "the generated parser and printer call `CustomAssembly` here",
    note = "write `impl ods_runtime::ods::hooks::CustomAssembly for {Self} {{ fn parse(parser: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> Result<(), Diagnostic> {{ .. }} fn print(self, printer: &mut OpAsmPrinter<'_, '_>) {{ .. }} }}` (inherent `parse`/`print` functions are not called)"
)]
pub trait CustomAssembly {
    /// Parses what follows the op name into `state` (operands, attributes, result types,
    /// regions, successors).
    fn parse(
        parser: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> Result<(), Diagnostic>;
    /// Prints what follows the op name.
    fn print(self, printer: &mut OpAsmPrinter<'_, '_>);
}

/// `InferTypeOpInterface` on an op: the default builders then take no result types and call
/// this with the state they filled (operands, inherent attributes in property-slot order, see
/// [`state_slots`](crate::ods::access::state_slots), regions, location); a declarative format
/// that does not name the result types calls it too.
#[diagnostic::on_unimplemented(
    message = "`InferTypeOpInterface` on op `{Self}` needs `impl ods_runtime::ods::hooks::InferTypeOpInterface for {Self}`",
    label = "the generated builder or parser calls `InferTypeOpInterface::infer_return_types` here",
    note = "write `impl ods_runtime::ods::hooks::InferTypeOpInterface for {Self} {{ fn infer_return_types(ctx: &mut Context, state: &OperationState) -> Result<Vec<Type>, Diagnostic> {{ .. }} }}`"
)]
pub trait InferTypeOpInterface {
    /// The result types of an op built from `state`.
    fn infer_return_types(
        ctx: &mut Context,
        state: &OperationState,
    ) -> Result<Vec<Type>, Diagnostic>;
}

/// `MemoryEffectsOpInterface` on an op (MLIR's
/// `DeclareOpInterfaceMethods<MemoryEffectsOpInterface>`): effects computed from the op, after
/// the ones it declares.
#[diagnostic::on_unimplemented(
    message = "`MemoryEffectsOpInterface` on op `{Self}` needs `impl ods_runtime::ods::hooks::MemoryEffectsOpInterface for {Self}`",
    label = "the generated registration calls `MemoryEffectsOpInterface::memory_effects` here",
    note = "write `impl ods_runtime::ods::hooks::MemoryEffectsOpInterface for {Self} {{ fn memory_effects(self, ctx: &Context, effects: &mut Vec<Effect>) {{ .. }} }}` (an inherent `fn memory_effects` is not called)"
)]
pub trait MemoryEffectsOpInterface {
    /// Pushes the op's own effects ([`Effect::new`], then `resource`/`stage`/`full` as
    /// needed).
    fn memory_effects(self, ctx: &Context, effects: &mut Vec<Effect>);
}

/// `OpAsmOpInterface` on an op: how the printer and the parser treat it beyond its syntax
/// (MLIR's `getDefaultDialect` and `getAsmResultNames`). Registered as the op's
/// [`text::printer::OpAsmOpInterface`](crate::text::printer::OpAsmOpInterface) model.
#[diagnostic::on_unimplemented(
    message = "`OpAsmOpInterface` on op `{Self}` needs `impl ods_runtime::ods::hooks::OpAsmOpInterface for {Self}`",
    label = "the generated registration reads `OpAsmOpInterface` here",
    note = "write `impl ods_runtime::ods::hooks::OpAsmOpInterface for {Self} {{ const DEFAULT_DIALECT: Option<&'static str> = ..; const RESULT_NAMES: Option<ResultNamesFn> = ..; }}` (either may be left out; an inherent `ASM_INTERFACE` is not read)"
)]
pub trait OpAsmOpInterface {
    /// The dialect whose ops may be written without their prefix in the op's regions (`None`:
    /// the enclosing default).
    const DEFAULT_DIALECT: Option<&'static str> = None;
    /// Names the op's results in custom form (`%c0`, `%cst`); `None`: numbered.
    const RESULT_NAMES: Option<ResultNamesFn> = None;
}

/// `has_constant_materializer` on a dialect: turns a folded constant into an op (MLIR's
/// `materializeConstant`), implemented for the dialect type.
#[diagnostic::on_unimplemented(
    message = "`has_constant_materializer` on dialect `{Self}` needs `impl ods_runtime::ods::hooks::ConstantMaterializer for {Self}`",
    label = "the generated registration names `ConstantMaterializer::materialize_constant` here",
    note = "write `impl ods_runtime::ods::hooks::ConstantMaterializer for {Self} {{ fn materialize_constant(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<Op> {{ .. }} }}` (an inherent `fn materialize_constant` is not called)"
)]
pub trait ConstantMaterializer {
    /// A new, detached constant-like op with one result of type `ty` holding `value` (the
    /// greedy driver inserts it where a folder produced `value`), or `None` when the dialect
    /// cannot make one.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op>;
}

/// A dialect type or attribute definition (`type_def`/`attr_def`): implemented by the
/// generated handle, it names the parameter struct the definition hooks take.
pub trait AttrOrTypeDef {
    /// The parameters (`<Name>Params`), the uniquing key.
    type Params;
}

/// `has_verifier` on a `type_def` or `attr_def`: checks the parameters, run by `get_checked`
/// and by the parser (which reports the message at the token after the mnemonic).
#[diagnostic::on_unimplemented(
    message = "`has_verifier` on `{Self}` needs `impl ods_runtime::ods::hooks::VerifyParams for {Self}`",
    label = "the generated `get_checked` and parser call `VerifyParams::verify` here",
    note = "write `impl ods_runtime::ods::hooks::VerifyParams for {Self} {{ fn verify(ctx: &Context, params: &{Self}Params) -> Result<(), String> {{ .. }} }}` (an inherent `fn verify` is not called)"
)]
pub trait VerifyParams: AttrOrTypeDef {
    /// `Err(message)` when the parameters do not make a valid value.
    fn verify(ctx: &Context, params: &Self::Params) -> Result<(), String>;
}

/// `custom_assembly` on a `type_def`: the hand-written parser and printer of the body after
/// the mnemonic.
#[diagnostic::on_unimplemented(
    message = "`custom_assembly` on type `{Self}` needs `impl ods_runtime::ods::hooks::CustomTypeAssembly for {Self}`",
    label = "the generated parser and printer call `CustomTypeAssembly` here",
    note = "write `impl ods_runtime::ods::hooks::CustomTypeAssembly for {Self} {{ fn parse(p: &mut DialectAsmParser<'_, '_>) -> Result<Self, Diagnostic> {{ .. }} fn print(self, p: &mut DialectAsmPrinter<'_, '_>) {{ .. }} }}` (inherent `parse`/`print` functions are not called)"
)]
pub trait CustomTypeAssembly: Sized {
    /// Parses the body after the mnemonic (`<...>`, if any).
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> Result<Self, Diagnostic>;
    /// Prints the body after the mnemonic.
    fn print(self, p: &mut DialectAsmPrinter<'_, '_>);
}

/// `custom_assembly` on an `attr_def`: the hand-written parser and printer of the body after
/// the mnemonic; `ty` is the type after `:` when the attribute has one.
#[diagnostic::on_unimplemented(
    message = "`custom_assembly` on attribute `{Self}` needs `impl ods_runtime::ods::hooks::CustomAttrAssembly for {Self}`",
    label = "the generated parser and printer call `CustomAttrAssembly` here",
    note = "write `impl ods_runtime::ods::hooks::CustomAttrAssembly for {Self} {{ fn parse(p: &mut DialectAsmParser<'_, '_>, ty: Option<Type>) -> Result<Self, Diagnostic> {{ .. }} fn print(self, p: &mut DialectAsmPrinter<'_, '_>) {{ .. }} }}` (inherent `parse`/`print` functions are not called)"
)]
pub trait CustomAttrAssembly: Sized {
    /// Parses the body after the mnemonic (`<...>`, if any).
    fn parse(p: &mut DialectAsmParser<'_, '_>, ty: Option<Type>) -> Result<Self, Diagnostic>;
    /// Prints the body after the mnemonic.
    fn print(self, p: &mut DialectAsmPrinter<'_, '_>);
}

/// The body of a `pass` declared in `.ods`: the generated `Pass::run` calls it once per op
/// the pass is anchored on (MLIR's `runOnOperation`), with the option values in `self`'s
/// fields. Report errors with [`PassState::emit`] and fail with
/// [`PassFailure`](crate::pass::PassFailure); count statistics with
/// [`PassState::add_statistic`] and the generated index constants (`Self::NUM_INFERRED`).
#[diagnostic::on_unimplemented(
    message = "pass `{Self}` needs its body: `impl ods_runtime::ods::hooks::RunPass for {Self}`",
    label = "the generated `Pass::run` calls `RunPass::run_on` here",
    note = "write `impl ods_runtime::ods::hooks::RunPass for {Self} {{ fn run_on(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {{ .. }} }}` (an inherent `fn run_on` is not called)"
)]
pub trait RunPass {
    /// Runs the pass on `op`.
    fn run_on(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult;
}
