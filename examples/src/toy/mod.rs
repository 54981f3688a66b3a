//! The Toy dialect of MLIR's tutorial: generated from `ods/toy.ods` by `build.rs`, plus the
//! hand-written half the `.ods` file asks for.
//!
//! | `.ods` says | written here |
//! |---|---|
//! | `has_constant_materializer` (dialect) | `impl ConstantMaterializer for ToyDialect` |
//! | `pred [{ crate::toy::is_f64_elements(..) }]` | [`is_f64_elements`] |
//! | `builder scalar`, `builder tensor`, `builder with_entry_block` | the bodies call [`dense_f64`], [`fill_constant`], [`fill_function`] |
//! | `custom<BinaryOpTypes>(...)` in a format | `parse_binary_op_types` / `print_binary_op_types` |
//! | `ShapeInference` in an op's trait list | `impl ShapeInference for AddOp` ... |
//! | `type_def StructType` with `has_verifier` | `impl VerifyParams for StructType` (`fn verify(ctx, params) -> Result<(), String>`) |
//! | `has_verifier` | `impl Verify for TransposeOp` (`fn verify(self, ctx) -> Result<(), Diagnostic>`) ... |
//! | `has_folder` | `impl Fold for ReshapeOp` (`fn fold(self, ctx, operands) -> Option<FoldResult>`) ... |
//! | `has_canonicalizer` | `impl CanonicalizationPatterns for ReshapeOp` (`fn canonicalization_patterns(patterns: &mut PatternSet)`, adding typed patterns: an `impl RewritePattern` with `type Root = TransposeOp`, or a `fn(ReshapeOp, &mut Rewriter) -> bool`) ... |
//! | `custom_assembly` | `impl CustomAssembly for FuncOp` (`fn parse(p, state)` / `fn print(self, p)`) |
//! | `has_inliner_interface` (dialect) | `impl DialectInlinerInterface for ToyDialect` |
//! | `CallOpInterface` / `CallableOpInterface` (`extern_interface`) | `impl CallOpInterface for GenericCallOp`, `impl CallableOpInterface for FuncOp` |
//! | `pass ShapeInferencePass` | `impl RunPass for ShapeInferencePass` (in [`passes`]) |
//!
//! Each hook is a trait of [`ods_runtime::ods::hooks`]: a missing `impl` is an error naming the
//! flag and the signature, a mistyped one an error at the `impl`.
//!
//! The body of the `toy-shape-inference` pass is in [`passes`]; inlining is MLIR's core
//! `inline` pass, which works on Toy through the call interfaces and the dialect's inliner
//! interface below.

include!(concat!(env!("OUT_DIR"), "/toy.rs"));

pub mod passes;

use ods_runtime::analysis::calls::{CallOpInterface, CallableOpInterface, Callee};
use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ir::attributes::Location;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::OperationState;
use ods_runtime::ods::access::{defining_op, set_state_attr};
use ods_runtime::ods::function;
use ods_runtime::ods::hooks::{
    CanonicalizationPatterns, ConstantMaterializer, CustomAssembly, Fold, Verify, VerifyParams,
};
use ods_runtime::ods::preds;
use ods_runtime::ods::verify::quoted_type;
use ods_runtime::text::parser::{OpAsmParser, PResult};
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::transforms::inliner::DialectInlinerInterface;
use ods_runtime::transforms::rewrite::{PatternSet, RewritePattern, Rewriter};
use ods_runtime::{AttrKind, Attribute, Context, Diagnostic, Op, Region, Type, TypeKind, Value};

// ------------------------------------------------------------------------------------------
// Types and attributes
// ------------------------------------------------------------------------------------------

/// `tensor<*xf64>`: the type of a Toy value whose shape is not known yet.
pub fn unranked_f64(ctx: &mut Context) -> Type {
    let f64 = ctx.f64();
    ctx.unranked_tensor_type(f64)
}

/// `tensor<d0xd1x...xf64>`.
pub fn ranked_f64(ctx: &mut Context, shape: &[i64]) -> Type {
    let f64 = ctx.f64();
    ctx.tensor_type(shape, f64)
}

/// The predicate of `F64ElementsAttr`: a `dense<...>` attribute of `f64` elements.
pub fn is_f64_elements(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::DenseIntOrFp { ty, .. } => {
            preds::is_float_of_width(ctx, preds::element_type(ctx, *ty), 64)
        }
        _ => false,
    }
}

/// `dense<values> : tensor<shape x f64>`: `values` in row-major order, as many as the shape
/// has elements, or one for all of them. Equal elements are stored once (a splat), as MLIR and
/// the parser do, so that equal constants are the same attribute.
///
/// Panics when the number of values fits neither.
pub fn dense_f64(ctx: &mut Context, shape: &[i64], values: &[f64]) -> Attribute {
    let ty = ranked_f64(ctx, shape);
    ctx.dense_elements(ty, values).unwrap_or_else(|| {
        panic!(
            "dense_f64: {} values for a tensor of shape {shape:?}",
            values.len()
        )
    })
}

/// The same elements as the dense attribute `a` with the (static) shape of `ty`: MLIR's
/// `DenseElementsAttr::reshape`. `None` when `a` is not dense or the element counts differ.
pub fn reshape_dense(ctx: &mut Context, a: Attribute, ty: Type) -> Option<Attribute> {
    let AttrKind::DenseIntOrFp {
        ty: old,
        raw,
        splat,
    } = ctx.attr_kind(a).clone()
    else {
        return None;
    };
    let (n_old, n_new) = (
        preds::num_elements(ctx, old)?,
        preds::num_elements(ctx, ty)?,
    );
    (n_old == n_new).then(|| ctx.intern_attr(AttrKind::DenseIntOrFp { ty, raw, splat }))
}

/// Body of the `scalar` and `tensor` builders of `toy.constant`: sets the `value` attribute
/// and gives the result the attribute's type.
pub fn fill_constant(ctx: &mut Context, state: &mut OperationState, value: Attribute) {
    let ty = preds::attr_type(ctx, value).expect("a dense attribute has a type");
    state.result_types.push(ty);
    set_state_attr(ctx, state, &ConstantOp::VALUE_ATTR, Some(value));
}

/// Body of the `with_entry_block` builder of `toy.func`: the name, the signature and a body
/// region with an entry block taking one argument per input.
pub fn fill_function(
    ctx: &mut Context,
    state: &mut OperationState,
    name: &str,
    inputs: &[Type],
    results: &[Type],
) {
    let sym = ctx.string_attr(name);
    set_state_attr(ctx, state, &FuncOp::SYM_NAME_ATTR, Some(sym));
    let fty = ctx.function_type(inputs, results);
    let fattr = ctx.type_attr(fty);
    set_state_attr(ctx, state, &FuncOp::FUNCTION_TYPE_ATTR, Some(fattr));
    let body = ctx.ir.create_region();
    let entry = ctx.ir.create_block();
    ctx.ir.append_block(body, entry);
    for &ty in inputs {
        ctx.ir.add_block_arg(entry, ty, state.loc);
    }
    state.regions.push(body);
}

/// Body of the `element` builder of `toy.struct_access`: element `index` of the struct
/// `input`, typed as the struct's element (`tensor<*xf64>` when `input` is not a struct, which
/// the verifier then rejects).
pub fn fill_struct_access(
    ctx: &mut Context,
    state: &mut OperationState,
    input: ods_runtime::Value,
    index: usize,
) {
    let struct_ty = ctx.ir.value_type(input);
    let elem = StructType::from_type(ctx, struct_ty)
        .and_then(|s| s.element_types(ctx).get(index).copied());
    let elem = match elem {
        Some(t) => t,
        None => unranked_f64(ctx),
    };
    state.operands.push(input);
    state.result_types.push(elem);
    let index = preds::int_attr(ctx, 64, index as i64);
    set_state_attr(ctx, state, &StructAccessOp::INDEX_ATTR, Some(index));
}

/// True for what a Toy value may be: a tensor of `f64` or a struct.
pub fn is_toy_type(ctx: &Context, ty: Type) -> bool {
    StructType::from_type(ctx, ty).is_some()
        || (preds::is_tensor(ctx, ty)
            && preds::is_float_of_width(ctx, preds::element_type(ctx, ty), 64))
}

/// The shape of a ranked tensor type (`None` for an unranked one).
fn ranked_shape(ctx: &Context, ty: Type) -> Option<&[i64]> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

// ------------------------------------------------------------------------------------------
// The dialect
// ------------------------------------------------------------------------------------------

impl ConstantMaterializer for ToyDialect {
    /// Turns a value produced by a folder into a constant op (for
    /// `has_constant_materializer`): a `toy.struct_constant` for a struct, a `toy.constant`
    /// for a tensor. The greedy driver inserts the returned op where the folded op was.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        if StructType::from_type(ctx, ty).is_some() {
            let fits = check_constant_for_type(ctx, ty, value).is_ok();
            return fits.then(|| StructConstantOp::build(ctx, loc, ty, value).op());
        }
        let fits = is_f64_elements(ctx, value) && preds::attr_type(ctx, value) == Some(ty);
        fits.then(|| ConstantOp::build(ctx, loc, ty, value).op())
    }
}

// ------------------------------------------------------------------------------------------
// !toy.struct, toy.struct_constant, toy.struct_access
// ------------------------------------------------------------------------------------------

impl VerifyParams for StructType {
    /// A struct has at least one element, and each is a tensor of `f64` or a struct.
    fn verify(ctx: &Context, params: &StructTypeParams) -> Result<(), String> {
        if params.element_types.is_empty() {
            return Err("a struct needs at least one element type".into());
        }
        for &t in &params.element_types {
            if !is_toy_type(ctx, t) {
                return Err(format!(
                    "the elements of a struct are tensors of f64 or structs, not {}",
                    quoted_type(ctx, t)
                ));
            }
        }
        Ok(())
    }
}

/// Why `value` cannot initialize a constant of type `ty`: a tensor takes a `dense<...>` of
/// f64 whose shape is `ty`'s (when `ty` is ranked), a struct an array with one valid value per
/// element.
fn check_constant_for_type(ctx: &Context, ty: Type, value: Attribute) -> Result<(), String> {
    if let Some(st) = StructType::from_type(ctx, ty) {
        let elems = st.element_types(ctx);
        let ok = preds::is_array_attr(ctx, value)
            && preds::array_elements(ctx, value).len() == elems.len();
        if !ok {
            return Err(format!(
                "a constant of type {} is an array of {} values",
                quoted_type(ctx, ty),
                elems.len()
            ));
        }
        for (&t, &v) in elems.iter().zip(preds::array_elements(ctx, value)) {
            check_constant_for_type(ctx, t, v)?;
        }
        return Ok(());
    }
    if !is_f64_elements(ctx, value) {
        return Err(format!(
            "a constant of type {} is a dense<...> of f64",
            quoted_type(ctx, ty)
        ));
    }
    let attr_ty = preds::attr_type(ctx, value).unwrap_or(ty);
    match ranked_shape(ctx, ty) {
        Some(shape) if ranked_shape(ctx, attr_ty) != Some(shape) => Err(format!(
            "a constant of type {} cannot hold a value of type {}",
            quoted_type(ctx, ty),
            quoted_type(ctx, attr_ty)
        )),
        _ => Ok(()),
    }
}

impl Verify for StructConstantOp {
    /// The value has one constant per element of the struct, each fitting its type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = ctx.ir.value_type(self.output(ctx));
        check_constant_for_type(ctx, ty, self.value(ctx)).map_err(|m| op_error(ctx, self.op(), &m))
    }
}

impl Fold for StructConstantOp {
    /// A constant folds to its value.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value(ctx)))
    }
}

impl Verify for StructAccessOp {
    /// The index names an element of the struct, and the result has that element's type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let input = ctx.ir.value_type(self.input(ctx));
        let Some(st) = StructType::from_type(ctx, input) else {
            return Ok(());
        };
        let elems = st.element_types(ctx);
        let index = self.index(ctx);
        let Some(&elem) = usize::try_from(index).ok().and_then(|i| elems.get(i)) else {
            let msg = format!(
                "index {index} is out of range: the struct has {} elements",
                elems.len()
            );
            return Err(op_error(ctx, self.op(), &msg));
        };
        if ctx.ir.value_type(self.output(ctx)) != elem {
            return Err(op_error(
                ctx,
                self.op(),
                "must have the same result type as the struct element referred to by the index",
            ));
        }
        Ok(())
    }
}

impl Fold for StructAccessOp {
    /// Element `index` of a constant struct, when it has the result's type (an element
    /// constant that is more precise than the result takes the pattern below instead).
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let value = operands[0]?;
        let index = usize::try_from(self.index(ctx)).ok()?;
        let elem = *preds::array_elements(ctx, value).get(index)?;
        let ty = ctx.ir.value_type(self.output(ctx));
        check_constant_for_type(ctx, ty, elem).ok()?;
        let exact =
            StructType::from_type(ctx, ty).is_some() || preds::attr_type(ctx, elem) == Some(ty);
        exact.then_some(FoldResult::Attr(elem))
    }
}

impl CanonicalizationPatterns for StructAccessOp {
    /// `struct_access(struct_constant)` of a tensor: the element as a `toy.constant` of its
    /// own (ranked) type, cast to the result's type. Shape inference then sees the precise
    /// type through the cast, which folds away once both sides agree. (MLIR's tutorial folds
    /// to a constant of the unranked result type, which its `toy.constant` allows and ours,
    /// whose result always has its value's type, does not.)
    fn canonicalization_patterns(patterns: &mut PatternSet) {
        patterns.add_fn(
            "toy-struct-access-of-constant",
            1,
            struct_access_of_constant,
        );
    }
}

/// The pattern of [`StructAccessOp::canonicalization_patterns`]: a function whose first
/// parameter type roots it at `toy.struct_access`.
fn struct_access_of_constant(access: StructAccessOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(constant) = defining_op::<StructConstantOp>(rw, access.input(rw)) else {
        return false;
    };
    let Ok(index) = usize::try_from(access.index(rw)) else {
        return false;
    };
    let Some(&elem) = preds::array_elements(rw, constant.value(rw)).get(index) else {
        return false;
    };
    let ty = rw.ir.value_type(access.output(rw));
    let Some(elem_ty) = preds::attr_type(rw, elem) else {
        return false;
    };
    if !is_f64_elements(rw, elem) || elem_ty == ty {
        return false;
    }
    // new ops go before the matched op (the rewriter's insertion point)
    let loc = rw.ir.op(access.op()).loc;
    let c = ConstantOp::build(rw, loc, elem_ty, elem);
    rw.insert(c.op());
    let value = c.result(rw);
    let cast = CastOp::build(rw, loc, ty, value);
    rw.replace_op_with(access, cast.op());
    true
}

// ------------------------------------------------------------------------------------------
// toy.constant
// ------------------------------------------------------------------------------------------

impl Fold for ConstantOp {
    /// A constant folds to its value (this is how the canonicalizer sees constant operands).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value(ctx)))
    }
}

// ------------------------------------------------------------------------------------------
// toy.add, toy.mul: `custom<BinaryOpTypes>`
// ------------------------------------------------------------------------------------------

/// Parses the types of a binary op: one type for both operands and the result
/// (`: tensor<*xf64>`), or a function type `(lhs, rhs) -> result` when they differ.
fn parse_binary_op_types(
    p: &mut OpAsmParser<'_, '_>,
    lhs: &mut Option<Type>,
    rhs: &mut Option<Type>,
    result: &mut Option<Type>,
) -> PResult<()> {
    let loc = p.current_location();
    let ty = p.parse_type()?;
    match function_parts(p.ctx(), ty) {
        Some((inputs, results)) => {
            let ([l, r], [res]) = (&inputs[..], &results[..]) else {
                return Err(p.emit_error(
                    loc,
                    "expected a function type with two inputs and one result",
                ));
            };
            (*lhs, *rhs, *result) = (Some(*l), Some(*r), Some(*res));
        }
        None => (*lhs, *rhs, *result) = (Some(ty), Some(ty), Some(ty)),
    }
    Ok(())
}

/// The inputs and results of a function type, copied out of the context.
fn function_parts(ctx: &Context, ty: Type) -> Option<(Vec<Type>, Vec<Type>)> {
    function::function_type_parts(ctx, ty).map(|(i, r)| (i.to_vec(), r.to_vec()))
}

/// Prints what [`parse_binary_op_types`] reads.
fn print_binary_op_types(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: Op,
    lhs: Type,
    rhs: Type,
    result: Type,
) {
    if lhs == rhs && rhs == result {
        p.print_type(result);
        return;
    }
    p.write("(");
    p.print_types([lhs, rhs]);
    p.write(") -> ");
    p.print_type(result);
}

impl ShapeInference for AddOp {
    /// The left operand's type (element-wise ops take operands of one shape).
    fn infer_result_type(&self, ctx: &mut Context) -> Option<Type> {
        Some(ctx.ir.value_type(self.lhs(ctx)))
    }
}

impl ShapeInference for MulOp {
    /// The left operand's type (element-wise ops take operands of one shape).
    fn infer_result_type(&self, ctx: &mut Context) -> Option<Type> {
        Some(ctx.ir.value_type(self.lhs(ctx)))
    }
}

// ------------------------------------------------------------------------------------------
// toy.transpose
// ------------------------------------------------------------------------------------------

impl Verify for TransposeOp {
    /// When both types are ranked, the result's dimensions are the input's, reversed.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let input = ctx.ir.value_type(self.input(ctx));
        let result = ctx.ir.value_type(self.result(ctx));
        let (Some(from), Some(to)) = (ranked_shape(ctx, input), ranked_shape(ctx, result)) else {
            return Ok(());
        };
        if !from.iter().rev().eq(to.iter()) {
            return Err(op_error(
                ctx,
                self.op(),
                "expected result shape to be a transpose of the input",
            ));
        }
        Ok(())
    }
}

impl CanonicalizationPatterns for TransposeOp {
    /// `transpose(transpose(x)) -> x`.
    fn canonicalization_patterns(patterns: &mut PatternSet) {
        patterns.add(TransposeOfTranspose);
    }
}

/// The pattern behind `transpose(transpose(x)) -> x`: the outer transpose is replaced by `x`
/// when `x` has the outer transpose's type (so every user still sees the type it expects).
/// MLIR's `OpRewritePattern<TransposeOp>`: the root type says which ops it is tried on.
struct TransposeOfTranspose;

impl RewritePattern for TransposeOfTranspose {
    type Root = TransposeOp;

    fn name(&self) -> &'static str {
        "toy-transpose-transpose"
    }

    fn match_and_rewrite(&self, outer: TransposeOp, rw: &mut Rewriter<'_>) -> bool {
        let Some(inner) = outer.input(rw).defining_op::<TransposeOp>(rw) else {
            return false;
        };
        let x = inner.input(rw);
        if x.ty(rw) != outer.result(rw).ty(rw) {
            return false;
        }
        rw.replace_op(outer, &[x]);
        true
    }
}

impl ShapeInference for TransposeOp {
    /// The input's dimensions, reversed.
    fn infer_result_type(&self, ctx: &mut Context) -> Option<Type> {
        let input = ctx.ir.value_type(self.input(ctx));
        let mut shape = ranked_shape(ctx, input)?.to_vec();
        shape.reverse();
        Some(ranked_f64(ctx, &shape))
    }
}

// ------------------------------------------------------------------------------------------
// toy.reshape
// ------------------------------------------------------------------------------------------

impl Verify for ReshapeOp {
    /// A statically shaped input has as many elements as the result.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let input = ctx.ir.value_type(self.input(ctx));
        let result = ctx.ir.value_type(self.result(ctx));
        let (Some(from), Some(to)) = (
            preds::num_elements(ctx, input),
            preds::num_elements(ctx, result),
        ) else {
            return Ok(());
        };
        if from != to {
            return Err(op_error(
                ctx,
                self.op(),
                &format!(
                    "expects the input and the result to have the same number of elements, but the input has {from} and the result {to}"
                ),
            ));
        }
        Ok(())
    }
}

impl Fold for ReshapeOp {
    /// The reshape of a constant is a constant of the new shape; a reshape to the input's own
    /// type is the input.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let ty = ctx.ir.value_type(self.result(ctx));
        if let Some(value) = operands[0] {
            return reshape_dense(ctx, value, ty).map(FoldResult::Attr);
        }
        let input = self.input(ctx);
        (ctx.ir.value_type(input) == ty).then_some(FoldResult::Value(input))
    }
}

impl CanonicalizationPatterns for ReshapeOp {
    /// `reshape(reshape(x)) -> reshape(x)`.
    fn canonicalization_patterns(patterns: &mut PatternSet) {
        patterns.add_fn("toy-reshape-reshape", 1, reshape_of_reshape);
    }
}

/// The pattern behind `reshape(reshape(x)) -> reshape(x)`: the outer reshape takes `x`
/// directly, changed in place through the rewriter (the inner one, left unused, is then
/// erased as dead code).
fn reshape_of_reshape(outer: ReshapeOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = outer.input(rw).defining_op::<ReshapeOp>(rw) else {
        return false;
    };
    let x = inner.input(rw);
    rw.modify_op_in_place(outer, |ctx| outer.set_input(ctx, x));
    true
}

impl ShapeInference for ReshapeOp {
    /// A reshape's result type is static: it is its own answer.
    fn infer_result_type(&self, ctx: &mut Context) -> Option<Type> {
        Some(ctx.ir.value_type(self.result(ctx)))
    }
}

// ------------------------------------------------------------------------------------------
// toy.cast
// ------------------------------------------------------------------------------------------

impl Verify for CastOp {
    /// MLIR's `CastOpInterface` check: two ranked types must have the same shape.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let input = ctx.ir.value_type(self.input(ctx));
        let output = ctx.ir.value_type(self.output(ctx));
        if let (Some(a), Some(b)) = (ranked_shape(ctx, input), ranked_shape(ctx, output)) {
            if a != b {
                return Err(op_error(
                    ctx,
                    self.op(),
                    &format!(
                        "operand type {} and result type {} are cast incompatible",
                        quoted_type(ctx, input),
                        quoted_type(ctx, output)
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl Fold for CastOp {
    /// A cast to the input's own type is the input.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let input = self.input(ctx);
        let same = ctx.ir.value_type(input) == ctx.ir.value_type(self.output(ctx));
        same.then_some(FoldResult::Value(input))
    }
}

impl ShapeInference for CastOp {
    /// The input's type: once it is known, the cast is the identity (and folds away).
    fn infer_result_type(&self, ctx: &mut Context) -> Option<Type> {
        Some(ctx.ir.value_type(self.input(ctx)))
    }
}

// ------------------------------------------------------------------------------------------
// toy.generic_call, toy.return, toy.func
// ------------------------------------------------------------------------------------------

impl Verify for GenericCallOp {
    /// The callee is a `toy.func` of the enclosing symbol table taking as many arguments as
    /// the call passes (their types may be more precise than the callee's: it is generic).
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let name = self.callee(ctx);
        let callee = match function::lookup_nearest_symbol(ctx, self.op(), name.as_bytes()) {
            Err(()) => return Ok(()), // not in a symbol table: nothing to look up
            Ok(found) => found.and_then(|f| FuncOp::from_op(ctx, f)),
        };
        let Some(callee) = callee else {
            let msg = format!("'{name}' does not reference a toy.func");
            return Err(op_error(ctx, self.op(), &msg));
        };
        let inputs = function::signature(ctx, callee.op()).map_or(0, |(i, _)| i.len());
        let args = self.inputs(ctx).len();
        if inputs != args {
            let msg = format!("passes {args} arguments, but @{name} takes {inputs}");
            return Err(op_error(ctx, self.op(), &msg));
        }
        Ok(())
    }
}

impl Verify for ReturnOp {
    /// The returned value matches the enclosing function's result (an unranked tensor matches
    /// any tensor).
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let values: Vec<Type> = self.input(ctx).map(|v| ctx.ir.value_type(v)).collect();
        if values.len() > 1 {
            return Err(op_error(ctx, op, "expects at most 1 return operand"));
        }
        let Some(func) = ctx.ir.parent_op(op).and_then(|f| FuncOp::from_op(ctx, f)) else {
            return Ok(());
        };
        let results = function::signature(ctx, func.op()).map_or(&[][..], |(_, r)| r);
        if values.len() != results.len() {
            let msg = format!(
                "does not return the same number of values ({}) as the enclosing function ({})",
                values.len(),
                results.len()
            );
            return Err(op_error(ctx, op, &msg));
        }
        for (&got, &want) in values.iter().zip(results) {
            let unranked = |t| matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. });
            if got != want && !unranked(got) && !unranked(want) {
                let msg = format!(
                    "type of return operand ({}) doesn't match function result type ({})",
                    quoted_type(ctx, got),
                    quoted_type(ctx, want)
                );
                return Err(op_error(ctx, op, &msg));
            }
        }
        Ok(())
    }
}

impl CustomAssembly for FuncOp {
    /// `toy.func [visibility] @name(%arg0: type, ...) [-> type] [attributes {...}] { body }`:
    /// the syntax of every function-like op, as MLIR's `function_interface_impl` parses it.
    fn parse(p: &mut OpAsmParser<'_, '_>, state: &mut OperationState) -> Result<(), Diagnostic> {
        function::parse_function_op(p, state)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        function::print_function_op(p, self.op())
    }
}

impl Verify for FuncOp {
    /// `FunctionOpInterface`'s checks: the entry block takes the signature's inputs, ...
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        function::verify_function_op(ctx, self.op())
    }
}

impl CallOpInterface for GenericCallOp {
    /// The `callee` symbol reference.
    fn callee(&self, ctx: &Context) -> Option<Callee> {
        self.callee_attr(ctx).map(Callee::Symbol)
    }
    /// All operands: the call has no other.
    fn arg_operands(&self, ctx: &Context) -> std::ops::Range<usize> {
        0..ctx.ir.operands(self.op()).len()
    }
}

impl CallableOpInterface for FuncOp {
    /// The body, unless the function is a declaration (an empty body).
    fn callable_region(&self, ctx: &Context) -> Option<Region> {
        let body = self.body(ctx);
        ctx.ir.first_block(body).map(|_| body)
    }
    fn argument_types(&self, ctx: &Context) -> Vec<Type> {
        function::signature(ctx, self.op()).map_or_else(Vec::new, |(i, _)| i.to_vec())
    }
    fn result_types(&self, ctx: &Context) -> Vec<Type> {
        function::signature(ctx, self.op()).map_or_else(Vec::new, |(_, r)| r.to_vec())
    }
}

/// The tutorial's `ToyInlinerInterface` (chapter 4): every call, every op and every region
/// may be inlined; an inlined `toy.return` hands its operand over to the call's result; where
/// a call passes a more precise type than its callee takes (`tensor<2x3xf64>` to
/// `tensor<*xf64>`), a `toy.cast` converts the value (tensors only: a call passing a struct
/// of another type than its callee's is not inlined).
impl DialectInlinerInterface for ToyDialect {
    fn is_legal_to_inline_call(_: &Context, _: Op, _: Op, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_region(_: &Context, _: Region, _: Region, _: bool) -> bool {
        true
    }
    fn is_legal_to_inline_op(_: &Context, _: Op, _: Region, _: bool) -> bool {
        true
    }
    fn handle_terminator_with_values(ctx: &mut Context, op: Op, results: &[Value]) {
        let Some(ret) = ReturnOp::from_op(ctx, op) else {
            return;
        };
        let values: Vec<Value> = ret.input(ctx).collect();
        for (&r, v) in results.iter().zip(values) {
            ctx.ir.replace_all_uses_with(r, v);
        }
    }
    fn materialize_call_conversion(
        ctx: &mut Context,
        value: Value,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        // `toy.cast` converts between tensors only: a struct of another type is not inlined
        let from = ctx.ir.value_type(value);
        if !preds::is_tensor(ctx, from) || !preds::is_tensor(ctx, ty) {
            return None;
        }
        Some(CastOp::build(ctx, loc, ty, value).op())
    }
}

impl FuncOp {
    /// The entry block of the body (every function built with `with_entry_block` has one).
    ///
    /// # Panics
    ///
    /// On a declaration (a function without body).
    pub fn entry_block(self, ctx: &Context) -> ods_runtime::Block {
        ctx.ir
            .first_block(self.body(ctx))
            .expect("the function has a body")
    }
}
