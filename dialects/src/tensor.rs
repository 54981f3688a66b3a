//! The `tensor` dialect: generated from `ods/tensor.ods`, plus the hand-written hooks it names:
//! the custom form of `tensor.from_elements` (its operand types come from the result type),
//! `custom<DynamicIndexList>` (shared with memref in `index_list.rs`), the result names mlir-opt
//! gives (`%extracted`, `%inserted_slice`, `%padded`, ...), the predicates of the dialect's type
//! constraints, and the ops' verifiers with mlir-opt's messages and order (dynamic sizes, index
//! counts, cast compatibility, slice types and bounds, reassociations, gather/scatter dims,
//! region arguments and yielded types), the constant materializer, the folders of `tensor.dim`
//! and identity casts, and the canonicalization patterns written so far (chained casts, the
//! sizes of `tensor.empty`, `tensor.dim` of casts and of destination-style ops).

include!(concat!(env!("OUT_DIR"), "/tensor.rs"));

mod elements;
mod pad;
mod reshapes;
mod slices;

use ods_runtime::analysis::verifier::{op_error, op_loc};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::attributes::Location;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::types::{TypeKind, DYNAMIC};
use ods_runtime::ir::OperationState;
use ods_runtime::ods::hooks::{
    CanonicalizationPatterns, ConstantMaterializer, CustomAssembly, Fold, Verify, VerifyRegions,
};
use ods_runtime::ods::preds::dense_int_values;
use ods_runtime::ods::verify::{attr_text, op_attr, quoted_type};
use ods_runtime::text::parser::ops::Delimiter;
use ods_runtime::text::parser::OpAsmParser;
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::transforms::pattern::PatternSet;
use ods_runtime::transforms::rewrite::constant_value;
use ods_runtime::transforms::rewriter::Rewriter;
use ods_runtime::{Attribute, Context, Op, Type, Value};

// ------------------------------------------------------------------------------------------
// Type and attribute predicates
// ------------------------------------------------------------------------------------------

/// The parts of a ranked tensor type: shape, element type, encoding.
struct Ranked<'a> {
    shape: &'a [i64],
    elem: Type,
    encoding: Option<Attribute>,
}

/// `ty` as a ranked tensor.
fn ranked(ctx: &Context, ty: Type) -> Option<Ranked<'_>> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => Some(Ranked {
            shape,
            elem: *elem,
            encoding: *encoding,
        }),
        _ => None,
    }
}

/// The element type of a ranked or unranked tensor.
fn tensor_elem(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}

/// A ranked tensor without dynamic dimensions (MLIR's `AnyStaticShapeTensor`).
pub fn is_static_shape_tensor(ctx: &Context, ty: Type) -> bool {
    ranked(ctx, ty).is_some_and(|r| !r.shape.contains(&DYNAMIC))
}

/// An unranked tensor, or a ranked tensor of rank 1 or more.
pub fn is_non0_ranked_or_unranked_tensor(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::UnrankedTensor { .. } => true,
        TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
        _ => false,
    }
}

/// A 1-D ranked tensor of signless integers or indices (MLIR's
/// `TensorRankOf<[AnySignlessInteger, Index], [1]>`).
pub fn is_shape_tensor(ctx: &Context, ty: Type) -> bool {
    let Some(r) = ranked(ctx, ty) else {
        return false;
    };
    let elem_ok = match ctx.type_kind(r.elem) {
        TypeKind::Index => true,
        TypeKind::Integer { signedness, .. } => {
            *signedness == ods_runtime::ir::types::Signedness::Signless
        }
        _ => false,
    };
    r.shape.len() == 1 && elem_ok
}

/// MLIR's `IndexListArrayAttr`: an array whose entries are arrays of 64-bit integers.
pub fn is_index_list_array_attr(ctx: &Context, a: Attribute) -> bool {
    let AttrKind::Array(items) = ctx.attr_kind(a) else {
        return false;
    };
    let i64 = ctx.common.i64;
    items.iter().all(|&inner| match ctx.attr_kind(inner) {
        AttrKind::Array(xs) => xs
            .iter()
            .all(|&x| matches!(ctx.attr_kind(x), AttrKind::Integer { ty, .. } if *ty == i64)),
        _ => false,
    })
}

// ------------------------------------------------------------------------------------------
// Helpers
// ------------------------------------------------------------------------------------------

/// The type of operand `i` of `op`.
fn operand_type(ctx: &Context, op: Op, i: usize) -> Option<Type> {
    ctx.ir.operands(op).nth(i).map(|v| ctx.ir.value_type(v))
}

/// The type of result `i` of `op`.
fn result_type(ctx: &Context, op: Op, i: usize) -> Option<Type> {
    ctx.ir.results(op).nth(i).map(|v| ctx.ir.value_type(v))
}

/// The `array<i64: ...>` property `name` of `op` (empty when absent).
fn i64_array(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    op_attr(ctx, op, name)
        .map(|a| dense_int_values(ctx, a))
        .unwrap_or_default()
}

/// The number of dynamic dimensions of a shape.
fn dynamic_dims(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

/// An error at `op` without the `'name' op` prefix (MLIR's `op->emitError`).
fn plain_error(ctx: &Context, op: Op, msg: String) -> Diagnostic {
    Diagnostic::error(op_loc(ctx, op), msg)
}

/// The text of a ranked tensor type built in a message (it need not exist in the context),
/// quoted: `'tensor<2x?xf32>'`, `'tensor<f32, #enc>'`.
fn tensor_text(ctx: &Context, shape: &[i64], elem: Type, encoding: Option<Attribute>) -> String {
    let mut s = String::from("'tensor<");
    for &d in shape {
        if d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(quoted_type(ctx, elem).trim_matches('\''));
    if let Some(e) = encoding {
        s.push_str(", ");
        s.push_str(&attr_text(ctx, e));
    }
    s.push_str(">'");
    s
}

// ------------------------------------------------------------------------------------------
// Result names
// ------------------------------------------------------------------------------------------

result_name!(CastOp, "cast");
result_name!(ConcatOp, "concat");
result_name!(DimOp, "dim");
result_name!(ExtractOp, "extracted");
result_name!(ExtractSliceOp, "extracted_slice");
result_name!(FromElementsOp, "from_elements");
result_name!(GatherOp, "gather");
result_name!(GenerateOp, "generated");
result_name!(InsertOp, "inserted");
result_name!(InsertSliceOp, "inserted_slice");
result_name!(RankOp, "rank");
result_name!(ReshapeOp, "reshape");
result_name!(ExpandShapeOp, "expanded");
result_name!(CollapseShapeOp, "collapsed");
result_name!(PadOp, "padded");
result_name!(ScatterOp, "scatter");
result_name!(SplatOp, "splat");

// ------------------------------------------------------------------------------------------
// Casts
// ------------------------------------------------------------------------------------------

/// MLIR's `verifyCompatibleShape` on two tensor types: unranked is compatible with anything,
/// else equal ranks and no two static sizes that differ.
fn compatible_tensor_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (Some(x), Some(y)) => {
            x.shape.len() == y.shape.len()
                && x.shape
                    .iter()
                    .zip(y.shape)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

/// The bit width of an integer or float type (0 for other types, as MLIR's
/// `getIntOrFloatBitWidth` is only asked about those).
fn bit_width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(sem) => sem.bit_width(),
        _ => 0,
    }
}

/// `CastOpInterface`'s verifier on `tensor.cast` (the same element type and compatible
/// shapes) and `tensor.bitcast` (element types of the same width and compatible shapes).
pub fn verify_cast_op(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let (Some(a), Some(b)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
        return Ok(());
    };
    let (Some(ea), Some(eb)) = (tensor_elem(ctx, a), tensor_elem(ctx, b)) else {
        return Err(cast_incompatible(ctx, op, a, b));
    };
    let elems_ok = if BitcastOp::from_op(ctx, op).is_some() {
        bit_width(ctx, ea) == bit_width(ctx, eb)
    } else {
        ea == eb
    };
    if elems_ok && compatible_tensor_shapes(ctx, a, b) {
        Ok(())
    } else {
        Err(cast_incompatible(ctx, op, a, b))
    }
}

/// The error of `CastOpInterface`'s verifier.
fn cast_incompatible(ctx: &Context, op: Op, from: Type, to: Type) -> Diagnostic {
    op_error(
        ctx,
        op,
        &format!(
            "operand type {} and result type {} are cast incompatible",
            quoted_type(ctx, from),
            quoted_type(ctx, to)
        ),
    )
}

// ------------------------------------------------------------------------------------------
// Mixed static/dynamic index lists and OffsetSizeAndStrideOpInterface
// ------------------------------------------------------------------------------------------

pub use crate::index_list::{parse_dynamic_index_list, print_dynamic_index_list};

/// The rank of the tensor an op with `OffsetSizeAndStrideOpInterface` slices (MLIR's
/// `getArrayAttrMaxRanks`: the source of `tensor.extract_slice`, the destination of the
/// insertions) and the operand group of its offsets.
fn sliced_rank_and_first_group(ctx: &Context, op: Op) -> (usize, usize) {
    let (operand, group) = if ExtractSliceOp::from_op(ctx, op).is_some() {
        (0, 1)
    } else {
        (1, 2)
    };
    let rank = operand_type(ctx, op, operand)
        .and_then(|t| ranked(ctx, t))
        .map_or(0, |r| r.shape.len());
    (rank, group)
}

/// `OffsetSizeAndStrideOpInterface`'s verifier (MLIR's `verifyOffsetSizeAndStrideOp`): the
/// numbers of offsets, sizes and strides agree, each static list has the sliced rank and one
/// operand per dynamic entry, and static offsets and sizes are not negative (shared with
/// memref's view ops).
pub fn verify_offset_size_and_stride_op(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let (rank, first_group) = sliced_rank_and_first_group(ctx, op);
    crate::index_list::verify_offset_size_and_stride(ctx, op, [rank; 3], first_group)
}

// ------------------------------------------------------------------------------------------
// Creation: empty, splat, from_elements, generate
// ------------------------------------------------------------------------------------------

/// One size operand per dynamic dimension of the result (`tensor.empty`, `tensor.splat`).
fn verify_dynamic_sizes(ctx: &Context, op: Op, given: usize) -> Result<(), Diagnostic> {
    let Some(r) = result_type(ctx, op, 0).and_then(|t| ranked(ctx, t)) else {
        return Ok(());
    };
    let want = dynamic_dims(r.shape);
    if given != want {
        return Err(op_error(
            ctx,
            op,
            &format!("incorrect number of dynamic sizes, has {given}, expected {want}"),
        ));
    }
    Ok(())
}

impl Verify for EmptyOp {
    /// One size operand per dynamic dimension.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let n = self.dynamic_sizes(ctx).len();
        verify_dynamic_sizes(ctx, self.op(), n)
    }
}

impl Verify for SplatOp {
    /// One size operand per dynamic dimension.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let n = self.dynamic_sizes(ctx).len();
        verify_dynamic_sizes(ctx, self.op(), n)
    }
}

impl CustomAssembly for FromElementsOp {
    /// `%a, %b, ... attr-dict : tensor-type`; each element has the result's element type, and
    /// there is one element per element of the (static) result.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let mut elements = Vec::new();
        let list_at = p.current_location();
        p.parse_operand_list(&mut elements, Delimiter::None, true, None)?;
        p.parse_optional_attr_dict(st)?;
        p.parse_colon()?;
        let at = p.current_location();
        let ty = p.parse_type()?;
        if !ods_runtime::ods::preds::is_ranked_tensor(p.ctx(), ty) {
            let msg = format!(
                "invalid kind of type specified: expected builtin.tensor, but found {}",
                quoted_type(p.ctx(), ty)
            );
            return Err(p.emit_error(at, &msg));
        }
        if !is_static_shape_tensor(p.ctx(), ty) {
            let msg = format!(
                "'result' must be statically shaped tensor of any type values, but got {}",
                quoted_type(p.ctx(), ty)
            );
            let name_at = p.name_loc();
            return Err(p.emit_error(name_at, &msg));
        }
        let elem = ods_runtime::ods::preds::element_type(p.ctx(), ty);
        st.result_types.push(ty);
        let count = ranked(p.ctx(), ty).map_or(0, |r| {
            r.shape
                .iter()
                .try_fold(1usize, |acc, &d| acc.checked_mul(d.max(0) as usize))
                .unwrap_or(usize::MAX)
        });
        if count != elements.len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {count} types",
                elements.len()
            );
            return Err(p.emit_error(list_at, &msg));
        }
        p.resolve_operands_same_type(&elements, elem, &mut st.operands)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let operands: Vec<Value> = ctx.ir.operands(op).collect();
        let ty = result_type(ctx, op, 0);
        p.write(" ");
        for (i, &v) in operands.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(v);
        }
        p.print_optional_attr_dict(op, &[]);
        p.write(" : ");
        if let Some(t) = ty {
            p.print_type(t);
        }
    }
}

impl Verify for FromElementsOp {
    /// `TypesMatchWith`: one operand of the result's element type per element of the result.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(r) = result_type(ctx, op, 0).and_then(|t| ranked(ctx, t)) else {
            return Ok(());
        };
        let count = r
            .shape
            .iter()
            .try_fold(1u128, |acc, &d| acc.checked_mul(d.max(0) as u128));
        let n = ctx.ir.num_operands(op);
        let types_ok = ctx.ir.operands(op).all(|v| ctx.ir.value_type(v) == r.elem);
        if count == Some(n as u128) && types_ok {
            return Ok(());
        }
        Err(op_error(
            ctx,
            op,
            "failed to verify that operand types match result element type",
        ))
    }
}

impl Verify for GenerateOp {
    /// One extent operand per dynamic dimension.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let n = ctx.ir.num_operands(self.op());
        verify_dynamic_sizes(ctx, self.op(), n)
    }
}

/// The entry block's argument types and the type of the value its terminator yields, of
/// region `0` of `op`.
fn body_signature(ctx: &Context, op: Op) -> Option<(Vec<Type>, Option<Type>)> {
    let &region = ctx.ir.op(op).regions.first()?;
    let block = ctx.ir.first_block(region)?;
    let args = ctx
        .ir
        .block_args(block)
        .iter()
        .map(|&v| ctx.ir.value_type(v))
        .collect();
    let yielded = ctx.ir.last_op(block).and_then(|t| operand_type(ctx, t, 0));
    Some((args, yielded))
}

impl VerifyRegions for GenerateOp {
    /// Index arguments, one per dimension, and a yielded value of the element type.
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(r) = result_type(ctx, op, 0).and_then(|t| ranked(ctx, t)) else {
            return Ok(());
        };
        let Some((args, yielded)) = body_signature(ctx, op) else {
            return Ok(());
        };
        let index = ctx.common.index;
        if args.iter().any(|&t| t != index) {
            return Err(plain_error(
                ctx,
                op,
                "all body arguments must be index".to_string(),
            ));
        }
        if args.len() != r.shape.len() {
            return Err(plain_error(
                ctx,
                op,
                "must have one body argument per input dimension".to_string(),
            ));
        }
        if yielded != Some(r.elem) {
            return Err(op_error(
                ctx,
                op,
                "body must be terminated with a `yield` operation of the tensor element type",
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// Element access: extract, insert
// ------------------------------------------------------------------------------------------

/// The rank of operand `i` of `op` when it is a ranked tensor.
fn tensor_rank(ctx: &Context, op: Op, i: usize) -> Option<usize> {
    operand_type(ctx, op, i)
        .and_then(|t| ranked(ctx, t))
        .map(|r| r.shape.len())
}

impl Verify for ExtractOp {
    /// One index per dimension.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let n = self.indices(ctx).len();
        match tensor_rank(ctx, self.op(), 0) {
            Some(rank) if rank != n => Err(op_error(
                ctx,
                self.op(),
                "incorrect number of indices for extract_element",
            )),
            _ => Ok(()),
        }
    }
}

impl Verify for InsertOp {
    /// One index per dimension.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let n = self.indices(ctx).len();
        match tensor_rank(ctx, self.op(), 1) {
            Some(rank) if rank != n => Err(op_error(ctx, self.op(), "incorrect number of indices")),
            _ => Ok(()),
        }
    }
}

// ------------------------------------------------------------------------------------------
// Slices
// ------------------------------------------------------------------------------------------

/// MLIR's `SliceVerificationResult` of `isRankReducedType`, with what the messages need.
enum SliceCheck {
    /// the candidate has a higher rank than the expected type
    RankTooLarge,
    /// the sizes do not match, even dropping unit dimensions
    SizeMismatch,
    /// the element types differ
    ElemTypeMismatch,
}

/// MLIR's `computeRankReductionMask` (without matching dynamic sizes): whether `reduced` is
/// `original` with some unit dimensions dropped, matching greedily from the front.
fn is_rank_reduction(original: &[i64], reduced: &[i64]) -> bool {
    let mut next = 0;
    for &d in original {
        if next < reduced.len() && d == reduced[next] {
            next += 1;
        } else if d != 1 {
            return false;
        }
    }
    next == reduced.len()
}

/// MLIR's `isRankReducedType(expected, candidate)` for tensors: equal, or the candidate is a
/// rank reduction of the expected shape with the same element type.
fn check_rank_reduced(
    expected: (&[i64], Type),
    candidate: (&[i64], Type),
) -> Result<(), SliceCheck> {
    if candidate.0.len() > expected.0.len() {
        return Err(SliceCheck::RankTooLarge);
    }
    if !is_rank_reduction(expected.0, candidate.0) {
        return Err(SliceCheck::SizeMismatch);
    }
    if expected.1 != candidate.1 {
        return Err(SliceCheck::ElemTypeMismatch);
    }
    Ok(())
}

/// MLIR's `produceSliceErrorMsg` for a failed slice type check against the type inferred from
/// the static sizes (`expected`, printed with the encoding of the tensor it came from).
fn slice_error(ctx: &Context, op: Op, check: SliceCheck, expected: &Ranked<'_>) -> Diagnostic {
    let msg = match check {
        SliceCheck::RankTooLarge => {
            "expected rank to be smaller or equal to the other rank. ".to_string()
        }
        SliceCheck::SizeMismatch => format!(
            "expected type to be {} or a rank-reduced version. (size mismatch) ",
            tensor_text(ctx, expected.shape, expected.elem, expected.encoding)
        ),
        SliceCheck::ElemTypeMismatch => format!(
            "expected element type to be {}",
            quoted_type(ctx, expected.elem)
        ),
    };
    plain_error(ctx, op, msg)
}

/// The checks of `tensor.extract_slice` and `tensor.insert_slice`: `slice` (the extracted
/// result or the inserted source) is the type the static sizes give over `full`, possibly
/// rank-reduced, and the slice stays in bounds of `full`.
fn verify_slice(ctx: &Context, op: Op, full: Type, slice: Type) -> Result<(), Diagnostic> {
    let (Some(f), Some(s)) = (ranked(ctx, full), ranked(ctx, slice)) else {
        return Ok(());
    };
    let offsets = i64_array(ctx, op, "static_offsets");
    let sizes = i64_array(ctx, op, "static_sizes");
    let strides = i64_array(ctx, op, "static_strides");
    let expected = Ranked {
        shape: &sizes,
        elem: f.elem,
        encoding: f.encoding,
    };
    if let Err(check) = check_rank_reduced((&sizes, f.elem), (s.shape, s.elem)) {
        return Err(slice_error(ctx, op, check, &expected));
    }
    match crate::index_list::in_bounds_slice(f.shape, &offsets, &sizes, &strides) {
        Some(msg) => Err(plain_error(ctx, op, msg)),
        None => Ok(()),
    }
}

impl Verify for ExtractSliceOp {
    /// The result is the slice type of the source, in bounds.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(res)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
            return Ok(());
        };
        verify_slice(ctx, op, src, res)
    }
}

impl Verify for InsertSliceOp {
    /// The source is the slice type of the destination, in bounds.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(dest)) = (operand_type(ctx, op, 0), operand_type(ctx, op, 1)) else {
            return Ok(());
        };
        verify_slice(ctx, op, dest, src)
    }
}

// ------------------------------------------------------------------------------------------
// Reshapes
// ------------------------------------------------------------------------------------------

/// The product of static sizes (`None` on overflow).
fn num_elements(shape: &[i64]) -> Option<i128> {
    shape
        .iter()
        .try_fold(1i128, |acc, &d| acc.checked_mul(d as i128))
}

impl Verify for ReshapeOp {
    /// The same element type and number of elements, and a shape operand as long as the
    /// result's rank.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(shape), Some(res)) = (
            operand_type(ctx, op, 0),
            operand_type(ctx, op, 1),
            result_type(ctx, op, 0),
        ) else {
            return Ok(());
        };
        if tensor_elem(ctx, src) != tensor_elem(ctx, res) {
            return Err(op_error(
                ctx,
                op,
                "element types of source and destination tensor types should be the same",
            ));
        }
        let Some(r) = ranked(ctx, res) else {
            return Ok(());
        };
        let shape_len = ranked(ctx, shape)
            .and_then(|s| s.shape.first().copied())
            .unwrap_or(DYNAMIC);
        if let Some(s) = ranked(ctx, src) {
            if !s.shape.contains(&DYNAMIC)
                && !r.shape.contains(&DYNAMIC)
                && num_elements(s.shape) != num_elements(r.shape)
            {
                return Err(op_error(
                    ctx,
                    op,
                    "source and destination tensor should have the same number of elements",
                ));
            }
        }
        if shape_len == DYNAMIC {
            return Err(op_error(
                ctx,
                op,
                "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
            ));
        }
        if shape_len != r.shape.len() as i64 {
            return Err(op_error(
                ctx,
                op,
                "length of shape operand differs from the result's tensor rank",
            ));
        }
        Ok(())
    }
}

/// The groups of a reassociation attribute (`[[0, 1], [2]]`).
fn reassociation(ctx: &Context, op: Op) -> Vec<Vec<i64>> {
    let Some(a) = op_attr(ctx, op, "reassociation") else {
        return Vec::new();
    };
    let AttrKind::Array(groups) = ctx.attr_kind(a) else {
        return Vec::new();
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(xs) => xs
                .iter()
                .filter_map(|&x| match ctx.attr_kind(x) {
                    AttrKind::Integer { value, .. } => value.to_i64(),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// MLIR's `verifyReshapeLikeTypes` and the collapsed type check of `verifyTensorReshapeOp`:
/// ranks, one group per collapsed dimension, groups that cover the expanded dimensions in
/// order, and collapsed sizes that are the products of their groups.
fn verify_reshape_like(
    ctx: &Context,
    op: Op,
    expanded: Type,
    collapsed: Type,
) -> Result<(), Diagnostic> {
    let (Some(e), Some(c)) = (ranked(ctx, expanded), ranked(ctx, collapsed)) else {
        return Ok(());
    };
    let err = |msg: String| Err(op_error(ctx, op, &msg));
    if e.shape.len() < c.shape.len() {
        return err(format!(
            "expected the expanded type, {} to have a higher (or same) rank than the collapsed type, {}.",
            quoted_type(ctx, expanded),
            quoted_type(ctx, collapsed)
        ));
    }
    let groups = reassociation(ctx, op);
    if c.shape.len() != groups.len() {
        return err(format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
            c.shape.len(),
            groups.len()
        ));
    }
    // every map has as many dimensions as the largest index names, plus one
    let dims = groups
        .iter()
        .flatten()
        .map(|&d| d.max(-1) + 1)
        .max()
        .unwrap_or(0);
    if !groups.is_empty() && dims != e.shape.len() as i64 {
        return err(format!(
            "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {dims}.",
            e.shape.len()
        ));
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                return err(format!(
                    "expected reassociation map #{i} to be valid and contiguous."
                ));
            }
            next += 1;
        }
    }
    if !groups.is_empty() && next != dims {
        return err(format!(
            "expected reassociation map #{} to be valid and contiguous.",
            groups.len() - 1
        ));
    }
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let band = &e.shape[start..start + g.len()];
        start += g.len();
        if band.contains(&DYNAMIC) {
            if c.shape[i] != DYNAMIC {
                return err(format!(
                    "expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"
                ));
            }
        } else {
            let product = band.iter().fold(1i64, |acc, &d| acc.wrapping_mul(d));
            if c.shape[i] != product {
                return err(format!(
                    "expected dimension {i} of collapsed type to be static value of {product}"
                ));
            }
        }
    }
    if e.elem != c.elem {
        return err(format!(
            "expected collapsed type to be {}, but got {}",
            tensor_text(ctx, c.shape, e.elem, None),
            quoted_type(ctx, collapsed)
        ));
    }
    Ok(())
}

impl Verify for ExpandShapeOp {
    /// The static output shape has the result's rank and one operand per dynamic entry; then
    /// the reshape checks.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(res)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
            return Ok(());
        };
        let statics = i64_array(ctx, op, "static_output_shape");
        if let Some(r) = ranked(ctx, res) {
            if statics.len() != r.shape.len() {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
                        r.shape.len(),
                        statics.len()
                    ),
                ));
            }
        }
        let dynamic = dynamic_dims(&statics);
        let given = self.output_shape(ctx).len();
        if given != dynamic {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {given} values"
                ),
            ));
        }
        verify_reshape_like(ctx, op, res, src)
    }
}

impl Verify for CollapseShapeOp {
    /// The reshape checks, the source being the expanded type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(res)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
            return Ok(());
        };
        verify_reshape_like(ctx, op, src, res)
    }
}

// ------------------------------------------------------------------------------------------
// concat, pad
// ------------------------------------------------------------------------------------------

impl Verify for ConcatOp {
    /// At least one input; inputs of the result's rank and element type; a dimension in
    /// range; sizes that agree off the concatenated dimension and add up along it.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let err = |msg: &str| Err(op_error(ctx, op, msg));
        let inputs: Vec<Type> = ctx.ir.operands(op).map(|v| ctx.ir.value_type(v)).collect();
        if inputs.is_empty() {
            return err("requires at least one input");
        }
        let Some(res_ty) = result_type(ctx, op, 0) else {
            return Ok(());
        };
        let Some(r) = ranked(ctx, res_ty) else {
            return Ok(());
        };
        let ins: Vec<Ranked<'_>> = inputs.iter().filter_map(|&t| ranked(ctx, t)).collect();
        let rank = r.shape.len();
        if ins.iter().any(|t| t.shape.len() != rank) {
            return err("rank of concatenated inputs must match result rank");
        }
        if ins.iter().any(|t| t.elem != r.elem) {
            return err("inputs and result element type must match");
        }
        let dim = self.dim(ctx);
        if dim >= rank as i64 {
            return err("concatenation dim must be less than the tensor rank");
        }
        let mut sizes = vec![DYNAMIC; rank];
        for (i, size) in sizes.iter_mut().enumerate() {
            if i as i64 == dim {
                continue;
            }
            for t in &ins {
                let d = t.shape[i];
                if d == DYNAMIC {
                    continue;
                }
                if *size != DYNAMIC && *size != d {
                    return err(&format!(
                        "static concatenation size mismatch along non-concatenated dimension {i}"
                    ));
                }
                *size = d;
            }
        }
        if dim >= 0 {
            let mut total = Some(0i64);
            for t in &ins {
                let d = t.shape[dim as usize];
                total = match total {
                    Some(acc) if d != DYNAMIC => acc.checked_add(d),
                    _ => None,
                };
            }
            sizes[dim as usize] = total.unwrap_or(DYNAMIC);
        }
        for (&want, &have) in sizes.iter().zip(r.shape) {
            if want != DYNAMIC && have != DYNAMIC && want != have {
                return err(&format!(
                    "result type {}does not match inferred shape {} static sizes",
                    quoted_type(ctx, res_ty),
                    tensor_text(ctx, &sizes, ins[0].elem, None)
                ));
            }
        }
        Ok(())
    }
}

impl Verify for PadOp {
    /// The result type is the source padded by the static amounts (dynamic where the source
    /// size or an amount is dynamic).
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src_ty), Some(res_ty)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0))
        else {
            return Ok(());
        };
        let (Some(s), Some(r)) = (ranked(ctx, src_ty), ranked(ctx, res_ty)) else {
            return Ok(());
        };
        let low = i64_array(ctx, op, "static_low");
        let high = i64_array(ctx, op, "static_high");
        let rank = s.shape.len();
        if low.len() != rank || high.len() != rank {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "failed to infer expectedType from sourceType {}, specified resultType is {}",
                    quoted_type(ctx, src_ty),
                    quoted_type(ctx, res_ty)
                ),
            ));
        }
        let inferred: Vec<i64> = (0..rank)
            .map(|i| {
                let (d, l, h) = (s.shape[i], low[i], high[i]);
                if d == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                    DYNAMIC
                } else {
                    d.wrapping_add(l).wrapping_add(h)
                }
            })
            .collect();
        let mismatch = r.shape.len() != rank
            || (0..rank).any(|i| r.shape[i] != inferred[i] && inferred[i] != DYNAMIC);
        if mismatch {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "specified type {} does not match the inferred type {}",
                    quoted_type(ctx, res_ty),
                    tensor_text(ctx, &inferred, s.elem, None)
                ),
            ));
        }
        Ok(())
    }
}

impl VerifyRegions for PadOp {
    /// One index argument per dimension and a yielded value of the element type.
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(r) = result_type(ctx, op, 0).and_then(|t| ranked(ctx, t)) else {
            return Ok(());
        };
        let Some((args, yielded)) = body_signature(ctx, op) else {
            return Ok(());
        };
        let rank = r.shape.len();
        if args.len() != rank {
            return Err(plain_error(
                ctx,
                op,
                format!("expected the block to have {rank} arguments"),
            ));
        }
        let index = ctx.common.index;
        if let Some(i) = args.iter().position(|&t| t != index) {
            return Err(op_error(
                ctx,
                op,
                &format!("expected block argument {} to be an index", i + 1),
            ));
        }
        if yielded != Some(r.elem) {
            return Err(op_error(
                ctx,
                op,
                "expected yield type to match shape element type",
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// gather, scatter
// ------------------------------------------------------------------------------------------

/// MLIR's `verifyGatherOrScatterDims`: non-empty, no more than the rank, as many as the last
/// size of the indices, each in range, strictly increasing.
fn verify_gather_scatter_dims(
    ctx: &Context,
    op: Op,
    dims: &[i64],
    indices: &[i64],
    rank: usize,
    (what, of): (&str, &str),
) -> Result<(), Diagnostic> {
    let err = |msg: String| Err(op_error(ctx, op, &format!("{what}_dims {msg}")));
    if dims.is_empty() {
        return err("must be non-empty".into());
    }
    if dims.len() > rank {
        return err(format!("overflow {of} rank"));
    }
    if indices.last() != Some(&(dims.len() as i64)) {
        return err("length must match the size of last dimension of indices".into());
    }
    for &d in dims {
        if d < 0 {
            return err("value must be non-negative".into());
        }
        if d >= rank as i64 {
            return err(format!("value must be smaller than {of} rank"));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return err("values must be strictly increasing".into());
    }
    Ok(())
}

/// MLIR's `GatherOp::inferResultType`: the leading sizes of the indices, then the source's
/// sizes with the gathered dimensions set to 1 (or dropped when `reduced`).
fn gather_shape(source: &[i64], indices: &[i64], dims: &[i64], reduced: bool) -> Vec<i64> {
    let mut shape: Vec<i64> = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &d) in source.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            if !reduced {
                shape.push(1);
            }
        } else {
            shape.push(d);
        }
    }
    shape
}

/// The check shared by gather (of its result against its source) and scatter (of its source
/// against its destination): `ty` is the gathered shape of `full`, rank-reduced or not.
fn verify_gathered_type(
    ctx: &Context,
    op: Op,
    (full, indices, ty): (Type, Type, Type),
    dims: &[i64],
    what: &str,
) -> Result<(), Diagnostic> {
    let (Some(f), Some(i), Some(t)) = (ranked(ctx, full), ranked(ctx, indices), ranked(ctx, ty))
    else {
        return Ok(());
    };
    let plain = gather_shape(f.shape, i.shape, dims, false);
    let reduced = gather_shape(f.shape, i.shape, dims, true);
    let same = |shape: &[i64]| t.shape == shape && t.elem == f.elem && t.encoding == f.encoding;
    if same(&plain) || same(&reduced) {
        return Ok(());
    }
    Err(op_error(
        ctx,
        op,
        &format!(
            "{what} type mismatch: expected {} or its rank-reduced variant {} (got: {})",
            tensor_text(ctx, &plain, f.elem, f.encoding),
            tensor_text(ctx, &reduced, f.elem, f.encoding),
            quoted_type(ctx, ty)
        ),
    ))
}

impl Verify for GatherOp {
    /// Valid gather dims, and a result of the gathered shape.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(idx), Some(res)) = (
            operand_type(ctx, op, 0),
            operand_type(ctx, op, 1),
            result_type(ctx, op, 0),
        ) else {
            return Ok(());
        };
        let (Some(s), Some(i)) = (ranked(ctx, src), ranked(ctx, idx)) else {
            return Ok(());
        };
        let dims = i64_array(ctx, op, "gather_dims");
        verify_gather_scatter_dims(ctx, op, &dims, i.shape, s.shape.len(), ("gather", "source"))?;
        verify_gathered_type(ctx, op, (src, idx, res), &dims, "result")
    }
}

impl Verify for ScatterOp {
    /// Valid scatter dims, the `unique` flag, and a source of the gathered shape of the
    /// destination.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(dest), Some(idx)) = (
            operand_type(ctx, op, 0),
            operand_type(ctx, op, 1),
            operand_type(ctx, op, 2),
        ) else {
            return Ok(());
        };
        let (Some(d), Some(i)) = (ranked(ctx, dest), ranked(ctx, idx)) else {
            return Ok(());
        };
        let dims = i64_array(ctx, op, "scatter_dims");
        verify_gather_scatter_dims(ctx, op, &dims, i.shape, d.shape.len(), ("scatter", "dest"))?;
        if !self.unique(ctx) {
            return Err(op_error(ctx, op, "requires 'unique' attribute to be set"));
        }
        verify_gathered_type(ctx, op, (dest, idx, src), &dims, "source")
    }
}

/// The identity transform of a `TypesMatchWith` that requires two types to be equal.
pub fn same_type(_ctx: &Context, ty: Type) -> Type {
    ty
}

impl Verify for ParallelInsertSliceOp {
    /// A parent `scf.forall.in_parallel`, then the checks of `tensor.insert_slice`.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let parent = ctx.ir.parent_op(op);
        let in_parallel = parent.and_then(|p| crate::scf::InParallelOp::from_op(ctx, p));
        if let (Some(p), None) = (parent, in_parallel) {
            let flags = ods_runtime::text::printer::PrintFlags {
                generic: true,
                ..Default::default()
            };
            let text = ods_runtime::text::printer::ops::print_op_local(ctx, p, flags);
            // MLIR starts an op printed on several lines on a line of its own
            let sep = if text.contains('\n') { "\n" } else { "" };
            return Err(plain_error(
                ctx,
                op,
                format!("expected InParallelOpInterface parent, got:{sep}{text}"),
            ));
        }
        let (Some(src), Some(dest)) = (operand_type(ctx, op, 0), operand_type(ctx, op, 1)) else {
            return Ok(());
        };
        verify_slice(ctx, op, dest, src)
    }
}

// ------------------------------------------------------------------------------------------
// Folders and canonicalization patterns
// ------------------------------------------------------------------------------------------

impl ConstantMaterializer for TensorDialect {
    /// An `arith.constant` for a folded value (`tensor.dim` folds to an index).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        crate::arith::ArithDialect::materialize_constant(ctx, value, ty, loc)
    }
}

/// The fold of `CastOpInterface`: a cast to the operand's own type is the operand.
fn fold_identity_cast(ctx: &Context, op: Op) -> Option<FoldResult> {
    let source = ctx.ir.operands(op).next()?;
    let result = ctx.ir.results(op).next()?;
    (ctx.ir.value_type(source) == ctx.ir.value_type(result)).then_some(FoldResult::Value(source))
}

impl Fold for CastOp {
    /// A cast to the same type is its operand.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_identity_cast(ctx, self.op())
    }
}

impl Fold for BitcastOp {
    /// A bitcast to the same type is its operand.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_identity_cast(ctx, self.op())
    }
}

/// MLIR's `preservesStaticInformation(source, target)`: ranked tensors of one element type and
/// rank where `target` is dynamic wherever `source` is.
fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some(s), Some(t)) = (ranked(ctx, source), ranked(ctx, target)) else {
        return false;
    };
    s.elem == t.elem
        && s.shape.len() == t.shape.len()
        && s.shape
            .iter()
            .zip(t.shape)
            .all(|(&a, &b)| a == DYNAMIC || b != DYNAMIC)
}

/// MLIR's `tensor::canFoldIntoConsumerOp`: the source of a `tensor.cast` producing `v` that
/// only lost static information (for other dialects' patterns).
pub(crate) fn foldable_cast_source_of(ctx: &Context, v: Value) -> Option<Value> {
    slices::foldable_cast_source(ctx, v)
}

/// MLIR's `tensor::preservesStaticInformation(source, target)`: the same type, or ranked
/// tensors of one element type, rank and encoding where `target` is static wherever `source`
/// is (for other dialects' patterns).
pub(crate) fn preserves_static_information_of(ctx: &Context, source: Type, target: Type) -> bool {
    slices::preserves_static_info(ctx, source, target)
}

impl Fold for DimOp {
    /// With a constant index in range: a static size, the matching extent of a
    /// `tensor.generate`, the matching size of a non-rank-reducing `tensor.extract_slice`;
    /// otherwise the source of a `tensor.cast` that loses static information is read instead
    /// (in place).
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let index = operands
            .get(1)
            .copied()
            .flatten()
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => value.to_i64(),
                _ => None,
            })?;
        let source = self.source(ctx);
        let src_ty = ctx.ir.value_type(source);
        let shape = ranked(ctx, src_ty)?.shape.to_vec();
        if index < 0 || index >= shape.len() as i64 {
            return None;
        }
        let i = index as usize;
        if shape[i] != DYNAMIC {
            return Some(FoldResult::Attr(ctx.index_attr(shape[i])));
        }
        if let Some(g) = source.defining_op::<GenerateOp>(ctx) {
            let k = dynamic_dims(&shape[..i]);
            return g.dynamic_extents(ctx).nth(k).map(FoldResult::Value);
        }
        if let Some(slice) = source.defining_op::<ExtractSliceOp>(ctx) {
            let src_rank = ranked(ctx, ctx.ir.value_type(slice.source(ctx))).map(|r| r.shape.len());
            let sizes = i64_array(ctx, slice.op(), "static_sizes");
            if src_rank == Some(shape.len()) && sizes.get(i) == Some(&DYNAMIC) {
                let k = dynamic_dims(&sizes[..i]);
                return slice.sizes(ctx).nth(k).map(FoldResult::Value);
            }
        }
        // dim(cast(x)) -> dim(x) when the cast only loses static information
        let cast = source.defining_op::<CastOp>(ctx)?;
        let inner = cast.source(ctx);
        if !preserves_static_information(ctx, src_ty, ctx.ir.value_type(inner)) {
            return None;
        }
        self.set_source(ctx, inner);
        Some(FoldResult::Value(self.result(ctx)))
    }
}

/// MLIR's `joinShapes`: the more static of two compatible tensor types (`None` when they
/// conflict).
fn join_shapes(ctx: &mut Context, a: Type, b: Type) -> Option<Type> {
    let (ra, rb) = match (ranked(ctx, a), ranked(ctx, b)) {
        (None, _) => return Some(b),
        (_, None) => return Some(a),
        (Some(x), Some(y)) => ((x.shape.to_vec(), x.elem), y.shape.to_vec()),
    };
    let ((sa, elem), sb) = (ra, rb);
    if sa.len() != sb.len() {
        return None;
    }
    let mut join = Vec::with_capacity(sa.len());
    for (&x, &y) in sa.iter().zip(&sb) {
        join.push(match (x == DYNAMIC, y == DYNAMIC) {
            (true, _) => y,
            (_, true) => x,
            _ if x != y => return None,
            _ => x,
        });
    }
    Some(ctx.tensor_type(&join, elem))
}

/// MLIR's `ChainedTensorCast`: `cast(cast(x))` becomes one cast of `x` when that keeps every
/// runtime check (joining the three shapes gives what joining the outer two gives).
fn chained_tensor_cast(op: CastOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(inner) = op.source(rw).defining_op::<CastOp>(rw) else {
        return false;
    };
    let x = inner.source(rw);
    let (src, mid, res) = (
        rw.ir.value_type(x),
        rw.ir.value_type(inner.dest(rw)),
        rw.ir.value_type(op.dest(rw)),
    );
    let Some(first) = join_shapes(rw, src, mid).and_then(|j| join_shapes(rw, j, res)) else {
        return false;
    };
    if join_shapes(rw, src, res) != Some(first) {
        return false;
    }
    let at = rw.ir.op(op.op()).loc;
    let new = CastOp::build(rw, at, res, x).op();
    rw.replace_op_with(op.op(), new);
    true
}

/// MLIR's `FoldEmptyTensorWithDimOp`: the size of a dynamic dimension of a `tensor.empty`,
/// at a constant index, is the empty op's size operand.
fn fold_empty_tensor_with_dim(op: DimOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(empty) = op.source(rw).defining_op::<EmptyOp>(rw) else {
        return false;
    };
    let index = op.index(rw);
    let Some(i) = constant_value(rw, index).and_then(|a| match rw.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }) else {
        return false;
    };
    let ty = rw.ir.value_type(empty.result(rw));
    let Some(shape) = ranked(rw, ty).map(|r| r.shape.to_vec()) else {
        return false;
    };
    if i < 0 || i as usize >= shape.len() || shape[i as usize] != DYNAMIC {
        return false;
    }
    let k = dynamic_dims(&shape[..i as usize]);
    let Some(size) = empty.dynamic_sizes(rw).nth(k) else {
        return false;
    };
    rw.replace_op(op.op(), &[size]);
    true
}

impl CanonicalizationPatterns for CastOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::ChainedTensorCast",
            1,
            chained_tensor_cast,
        );
        set.add_named(
            "(anonymous namespace)::TensorCastExtractSlice",
            1,
            slices::tensor_cast_extract_slice,
        );
    }
}

/// MLIR's `DimOfCastOp`: the size of a dimension of a cast is that of the cast's operand.
fn dim_of_cast(op: DimOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cast) = op.source(rw).defining_op::<CastOp>(rw) else {
        return false;
    };
    let (x, index) = (cast.source(rw), op.index(rw));
    let at = rw.ir.op(op.op()).loc;
    let new = DimOp::build(rw, at, x, index).op();
    rw.replace_op_with(op.op(), new);
    true
}

/// MLIR's `DimOfDestStyleOp`: the size of a dimension of the result of a destination-style
/// op (`tensor.insert`, `tensor.insert_slice`) is that of its destination (updated in place).
fn dim_of_dest_style(op: DimOp, rw: &mut Rewriter<'_>) -> bool {
    let source = op.source(rw);
    let dest = if let Some(insert) = source.defining_op::<InsertOp>(rw) {
        insert.dest(rw)
    } else if let Some(insert) = source.defining_op::<InsertSliceOp>(rw) {
        insert.dest(rw)
    } else {
        return false;
    };
    rw.set_operand(op.op(), 0, dest);
    true
}

impl CanonicalizationPatterns for DimOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named("(anonymous namespace)::DimOfCastOp", 1, dim_of_cast);
        set.add_named(
            "(anonymous namespace)::DimOfDestStyleOp",
            1,
            dim_of_dest_style,
        );
        set.add_named(
            "(anonymous namespace)::DimOfReshapeOp",
            1,
            elements::dim_of_reshape,
        );
    }
}

inline_everything!(
    TensorDialect,
    "MLIR's `TensorInlinerInterface`: every op of the dialect may be inlined, and any region into the regions of its ops.",
    regions
);
