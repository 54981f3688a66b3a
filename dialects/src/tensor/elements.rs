//! The folders and canonicalization patterns of tensor's element and creation ops, as MLIR 22
//! has them: `tensor.extract` (of a splat or dense constant, of a `tensor.from_elements`, of
//! a cast, of an `arith.index_cast`, of a side-effect-free `tensor.generate`),
//! `tensor.from_elements` of constants, `tensor.insert` of a splat's own value,
//! `tensor.rank`, `tensor.empty` and `tensor.generate` with constant sizes made static
//! (`ReplaceEmptyTensorStaticShapeDims`, `StaticTensorGenerate`), a cast of a `tensor.empty`
//! folded into it (`FoldEmptyTensorWithCastOp`), and a single-input `tensor.concat`.

use super::{
    ranked, CastOp, ConcatOp, EmptyOp, ExtractOp, FromElementsOp, GenerateOp, InsertOp, RankOp,
};
use crate::index_list::constant_int_value;
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::types::{TypeKind, DYNAMIC};
use ods_runtime::ir::CloneMap;
use ods_runtime::ods::hooks::{CanonicalizationPatterns, Fold};
use ods_runtime::transforms::fold::{dense_elements, element_attr};
use ods_runtime::transforms::pattern::PatternSet;
use ods_runtime::transforms::rewrite::would_be_trivially_dead;
use ods_runtime::transforms::rewriter::Rewriter;
use ods_runtime::{Attribute, Context, Op, Type, Value};

/// The value of an integer attribute.
fn int_of(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match ctx.attr_kind(a?) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    }
}

/// The splat value of a dense int-or-float splat attribute, as an element attribute.
fn splat_value(ctx: &mut Context, a: Option<Attribute>) -> Option<Attribute> {
    let (ty, splat, elems) = dense_elements(ctx, a?)?;
    if !splat {
        return None;
    }
    let elem = ctx.element_type(ty)?;
    let e = elems.into_iter().next()?;
    Some(element_attr(ctx, elem, e))
}

impl Fold for ExtractOp {
    /// A splat constant gives its value; with constant indices, an element of a
    /// `tensor.from_elements` or of a dense constant (in bounds).
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let tensor_attr = operands.first().copied().flatten();
        if let Some(v) = splat_value(ctx, tensor_attr) {
            return Some(FoldResult::Attr(v));
        }
        if tensor_attr.is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::DenseResource { .. })) {
            return None;
        }
        let indices = operands
            .get(1..)?
            .iter()
            .map(|&a| int_of(ctx, a))
            .collect::<Option<Vec<i64>>>()?;
        if let Some(from) = self.tensor(ctx).defining_op::<FromElementsOp>(ctx) {
            let shape = ranked(ctx, ctx.ir.value_type(from.result(ctx)))?
                .shape
                .to_vec();
            let flat = flat_index(&shape, &indices)?;
            return from.elements(ctx).nth(flat).map(FoldResult::Value);
        }
        let (_, elem, e) = dense_element_at(ctx, tensor_attr?, &indices)?;
        Some(FoldResult::Attr(element_attr(ctx, elem, e)))
    }
}

/// The element at `indices` of a dense int-or-float attribute (in bounds), decoded alone so
/// that many extractions from one large constant stay linear: its shaped type, element type
/// and value.
fn dense_element_at(
    ctx: &Context,
    a: Attribute,
    indices: &[i64],
) -> Option<(Type, Type, ods_runtime::transforms::fold::Element)> {
    use ods_runtime::numerics::apfloat::APFloat;
    use ods_runtime::numerics::apint::APInt;
    use ods_runtime::transforms::fold::Element;
    let AttrKind::DenseIntOrFp { ty, raw, splat } = ctx.attr_kind(a) else {
        return None;
    };
    let shape = ranked(ctx, *ty)?.shape;
    if indices.len() != shape.len() || indices.iter().zip(shape).any(|(&i, &d)| i < 0 || i >= d) {
        return None;
    }
    let flat = if *splat {
        0
    } else {
        flat_index(shape, indices)?
    };
    let elem = ctx.element_type(*ty)?;
    let (bits, float) = match *ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => (width, None),
        TypeKind::Index => (64, None),
        TypeKind::Float(sem) => (sem.bit_width(), Some(sem)),
        _ => return None,
    };
    let size = (bits as usize).div_ceil(8);
    let start = flat.checked_mul(size)?;
    let bytes = raw.get(start..start.checked_add(size)?)?;
    let e = match float {
        Some(sem) => {
            let mut w = [0u8; 16];
            let n = bytes.len().min(16);
            w[..n].copy_from_slice(&bytes[..n]);
            Element::Float(APFloat::from_bits_u128(sem, u128::from_le_bytes(w)))
        }
        None => {
            let words: Vec<u64> = bytes
                .chunks(8)
                .map(|c| {
                    let mut w = [0u8; 8];
                    w[..c.len()].copy_from_slice(c);
                    u64::from_le_bytes(w)
                })
                .collect();
            Element::Int(APInt::from_words(bits, &words))
        }
    };
    Some((*ty, elem, e))
}

/// The row-major position of `indices` in `shape` (`None` when out of range).
fn flat_index(shape: &[i64], indices: &[i64]) -> Option<usize> {
    let (mut flat, mut stride) = (0i64, 1i64);
    for (&i, &d) in indices.iter().zip(shape).rev() {
        flat = flat.checked_add(i.checked_mul(stride)?)?;
        stride = stride.checked_mul(d)?;
    }
    usize::try_from(flat).ok()
}

/// MLIR's `ExtractFromTensorCast`: an element of a cast of a ranked tensor is read from the
/// cast's source.
fn extract_from_tensor_cast(op: ExtractOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cast) = op.tensor(rw).defining_op::<CastOp>(rw) else {
        return false;
    };
    let src = cast.source(rw);
    if ranked(rw, rw.ir.value_type(src)).is_none() {
        return false;
    }
    let indices: Vec<Value> = op.indices(rw).collect();
    let (at, ty) = (rw.ir.op(op.op()).loc, rw.ir.value_type(op.result(rw)));
    let new = ExtractOp::build(rw, at, ty, src, &indices).op();
    rw.replace_op_with(op.op(), new);
    true
}

/// MLIR's `ExtractElementFromIndexCast`: an element of an `arith.index_cast` of a tensor is
/// the index_cast of the element.
fn extract_element_from_index_cast(op: ExtractOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(cast) = op.tensor(rw).defining_op::<crate::arith::IndexCastOp>(rw) else {
        return false;
    };
    let input = cast.in_(rw);
    let elem = ods_runtime::transforms::fold::element_type_or_self(rw, rw.ir.value_type(input));
    let indices: Vec<Value> = op.indices(rw).collect();
    let (at, ty) = (rw.ir.op(op.op()).loc, rw.ir.value_type(op.result(rw)));
    let new = ExtractOp::build(rw, at, elem, input, &indices).op();
    rw.insert_op_before(op.op(), new);
    let v = rw.ir.result(new, 0);
    let idx = crate::arith::IndexCastOp::build(rw, at, ty, v).op();
    rw.replace_op_with(op.op(), idx);
    true
}

/// MLIR's `ExtractFromTensorGenerate`: an element of a `tensor.generate` whose body has no
/// side effects is computed in place (the body cloned with the indices for its arguments).
fn extract_from_tensor_generate(op: ExtractOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(g) = op.tensor(rw).defining_op::<GenerateOp>(rw) else {
        return false;
    };
    if !would_be_trivially_dead(rw, g.op()) {
        return false;
    }
    let Some(body) = rw.ir.region_blocks(g.body(rw)).next() else {
        return false;
    };
    let indices: Vec<Value> = op.indices(rw).collect();
    let mut map = CloneMap::default();
    for (&a, &i) in rw.ir.block_args(body).iter().zip(&indices) {
        map.values.insert(a, i);
    }
    let ops: Vec<Op> = rw.ir.block_ops(body).collect();
    let Some((&term, rest)) = ops.split_last() else {
        return false;
    };
    for &o in rest {
        let new = rw.clone_op(o, &mut map);
        let _ = new;
    }
    let Some(y) = rw.ir.operands(term).next() else {
        return false;
    };
    let v = map.value(y);
    rw.replace_op(op.op(), &[v]);
    true
}

impl CanonicalizationPatterns for ExtractOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::ExtractFromTensorCast",
            1,
            extract_from_tensor_cast,
        );
    }
}

/// The element of a constant scalar attribute (integer, index or float).
fn element_of(ctx: &Context, a: Attribute) -> Option<ods_runtime::transforms::fold::Element> {
    use ods_runtime::transforms::fold::Element;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(Element::Int(value.clone())),
        AttrKind::Float { value, .. } => Some(Element::Float(*value)),
        _ => None,
    }
}

impl Fold for FromElementsOp {
    /// Constant elements give a dense constant.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let elems = operands
            .iter()
            .map(|a| a.and_then(|a| element_of(ctx, a)))
            .collect::<Option<Vec<_>>>()?;
        let ty = ctx.ir.value_type(self.result(ctx));
        ctx.dense_elements_of(ty, &elems).map(FoldResult::Attr)
    }
}

impl CanonicalizationPatterns for FromElementsOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named::<ExtractOp>(
            "(anonymous namespace)::ExtractElementFromIndexCast",
            1,
            extract_element_from_index_cast,
        );
    }
}

impl Fold for InsertOp {
    /// Inserting a splat constant's own value into it gives the constant.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let (scalar, dest) = (
            operands.first().copied().flatten()?,
            operands.get(1).copied().flatten(),
        );
        (splat_value(ctx, dest)? == scalar).then_some(FoldResult::Attr(dest?))
    }
}

impl Fold for RankOp {
    /// The rank of a ranked tensor.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let ty = ctx.ir.value_type(self.tensor(ctx));
        let rank = ranked(ctx, ty)?.shape.len() as i64;
        Some(FoldResult::Attr(ctx.index_attr(rank)))
    }
}

/// MLIR's `foldDynamicToStaticDimSizes`: the type with the dynamic sizes given by
/// non-negative constants made static, and the size operands left.
fn fold_dynamic_sizes(ctx: &mut Context, ty: Type, sizes: &[Value]) -> Option<(Type, Vec<Value>)> {
    let (shape, elem, encoding) =
        ranked(ctx, ty).map(|r| (r.shape.to_vec(), r.elem, r.encoding))?;
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut left = Vec::new();
    let mut it = sizes.iter();
    for d in shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let v = *it.next()?;
        match constant_int_value(ctx, v) {
            Some(c) if c >= 0 => new_shape.push(c),
            _ => {
                new_shape.push(DYNAMIC);
                left.push(v);
            }
        }
    }
    let new_ty = ctx.intern_type(TypeKind::RankedTensor {
        shape: new_shape.into(),
        elem,
        encoding,
    });
    Some((new_ty, left))
}

/// MLIR's `ReplaceEmptyTensorStaticShapeDims`: constant sizes of a `tensor.empty` become
/// static, cast back to the old type.
fn replace_empty_static_dims(op: EmptyOp, rw: &mut Rewriter<'_>) -> bool {
    let sizes: Vec<Value> = op.dynamic_sizes(rw).collect();
    let ty = rw.ir.value_type(op.result(rw));
    let Some((new_ty, left)) = fold_dynamic_sizes(rw, ty, &sizes) else {
        return false;
    };
    if new_ty == ty {
        return false;
    }
    let at = rw.ir.op(op.op()).loc;
    let new = EmptyOp::build(rw, at, new_ty, &left).op();
    rw.insert_op_before(op.op(), new);
    let v = rw.ir.result(new, 0);
    let cast = CastOp::build(rw, at, ty, v).op();
    rw.replace_op_with(op.op(), cast);
    true
}

/// MLIR's `FoldEmptyTensorWithCastOp`: a cast of a `tensor.empty` to a more static type is
/// an empty tensor of that shape (without encoding).
fn fold_empty_with_cast(op: CastOp, rw: &mut Rewriter<'_>) -> bool {
    let src = op.source(rw);
    let (src_ty, res_ty) = (rw.ir.value_type(src), rw.ir.value_type(op.dest(rw)));
    if !super::slices::preserves_static_info(rw, src_ty, res_ty) {
        return false;
    }
    let Some(empty) = src.defining_op::<EmptyOp>(rw) else {
        return false;
    };
    let (Some(old), Some((new, elem))) = (
        ranked(rw, src_ty).map(|r| r.shape.to_vec()),
        ranked(rw, res_ty).map(|r| (r.shape.to_vec(), r.elem)),
    ) else {
        return false;
    };
    let all: Vec<Value> = empty.dynamic_sizes(rw).collect();
    let mut sizes = all.into_iter();
    let mut left = Vec::new();
    for (&o, &n) in old.iter().zip(&new) {
        if o != DYNAMIC {
            if n != o {
                return false;
            }
            continue;
        }
        let Some(v) = sizes.next() else {
            return false;
        };
        if n == DYNAMIC {
            left.push(v);
        }
    }
    let ty = rw.tensor_type(&new, elem);
    let at = rw.ir.op(op.op()).loc;
    let new_op = EmptyOp::build(rw, at, ty, &left).op();
    rw.replace_op_with(op.op(), new_op);
    true
}

impl CanonicalizationPatterns for EmptyOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named::<CastOp>(
            "(anonymous namespace)::FoldEmptyTensorWithCastOp",
            1,
            fold_empty_with_cast,
        );
        set.add_named(
            "(anonymous namespace)::FoldEmptyTensorWithDimOp",
            1,
            super::fold_empty_tensor_with_dim,
        );
        set.add_named(
            "(anonymous namespace)::ReplaceEmptyTensorStaticShapeDims",
            1,
            replace_empty_static_dims,
        );
    }
}

/// MLIR's `StaticTensorGenerate`: constant extents of a `tensor.generate` become static; the
/// body moves to the new op, cast back to the old type.
fn static_tensor_generate(op: GenerateOp, rw: &mut Rewriter<'_>) -> bool {
    let extents: Vec<Value> = op.dynamic_extents(rw).collect();
    let ty = rw.ir.value_type(op.result(rw));
    let Some((new_ty, left)) = fold_dynamic_sizes(rw, ty, &extents) else {
        return false;
    };
    if new_ty == ty {
        return false;
    }
    let at = rw.ir.op(op.op()).loc;
    let new = GenerateOp::build(rw, at, new_ty, &left);
    rw.insert_op_before(op.op(), new.op());
    let (from, to) = (op.body(rw), new.body(rw));
    rw.move_blocks(from, to);
    let v = new.result(rw);
    let cast = CastOp::build(rw, at, ty, v).op();
    rw.replace_op_with(op.op(), cast);
    true
}

impl CanonicalizationPatterns for GenerateOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named::<ExtractOp>(
            "(anonymous namespace)::ExtractFromTensorGenerate",
            1,
            extract_from_tensor_generate,
        );
        set.add_named(
            "(anonymous namespace)::StaticTensorGenerate",
            1,
            static_tensor_generate,
        );
    }
}

/// MLIR's `SingleInputConcatOp`: a concatenation of one tensor is that tensor, cast to the
/// result type.
fn single_input_concat(op: ConcatOp, rw: &mut Rewriter<'_>) -> bool {
    let inputs: Vec<Value> = op.inputs(rw).collect();
    let [x] = inputs[..] else {
        return false;
    };
    let (at, ty) = (rw.ir.op(op.op()).loc, rw.ir.value_type(op.result(rw)));
    let cast = CastOp::build(rw, at, ty, x).op();
    rw.replace_op_with(op.op(), cast);
    true
}

/// MLIR's `ConcatOp::inferResultType`: each size from the first input static there, the
/// concatenated size the sum of the inputs' (dynamic if any is), the first input's element
/// type.
fn infer_concat_type(ctx: &mut Context, dim: usize, inputs: &[Value]) -> Option<Type> {
    let mut shapes = Vec::with_capacity(inputs.len());
    let mut elem = None;
    for &v in inputs {
        let r = ranked(ctx, ctx.ir.value_type(v))?;
        elem.get_or_insert(r.elem);
        shapes.push(r.shape.to_vec());
    }
    let rank = shapes.first()?.len();
    if dim >= rank || shapes.iter().any(|s| s.len() != rank) {
        return None;
    }
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            let mut sum = 0i64;
            for s in &shapes {
                sum = match (sum, s[dim]) {
                    (DYNAMIC, _) | (_, DYNAMIC) => DYNAMIC,
                    (a, b) => a.checked_add(b).unwrap_or(DYNAMIC),
                };
            }
            *size = sum;
        } else if let Some(d) = shapes.iter().map(|s| s[i]).find(|&d| d != DYNAMIC) {
            *size = d;
        }
    }
    Some(ctx.tensor_type(&sizes, elem?))
}

/// MLIR's `InferConcatOperandTypes`: operands less static than the inferred shape (outside
/// the concatenated dimension) are cast to it first (in place).
fn infer_concat_operand_types(op: ConcatOp, rw: &mut Rewriter<'_>) -> bool {
    let dim = op.dim(rw);
    let inputs: Vec<Value> = op.inputs(rw).collect();
    let Some(inferred) = usize::try_from(dim)
        .ok()
        .and_then(|d| infer_concat_type(rw, d, &inputs))
    else {
        return false;
    };
    let (mut shape, elem) = match ranked(rw, inferred) {
        Some(r) => (r.shape.to_vec(), r.elem),
        None => return false,
    };
    let d = dim as usize;
    let mut matched = false;
    let at = rw.ir.op(op.op()).loc;
    for (i, &v) in inputs.iter().enumerate() {
        let ty = rw.ir.value_type(v);
        let Some(size) = ranked(rw, ty).and_then(|r| r.shape.get(d).copied()) else {
            return matched;
        };
        shape[d] = size;
        let want = rw.tensor_type(&shape, elem);
        if !super::slices::preserves_static_info(rw, want, ty) {
            matched = true;
            let cast = CastOp::build(rw, at, want, v).op();
            rw.insert_op_before(op.op(), cast);
            let c = rw.ir.result(cast, 0);
            rw.set_operand(op.op(), i, c);
        }
    }
    matched
}

/// MLIR's `InferConcatResultType`: a result less static than what the inputs give is
/// computed in that type and cast back.
fn infer_concat_result_type(op: ConcatOp, rw: &mut Rewriter<'_>) -> bool {
    let dim = op.dim(rw);
    let inputs: Vec<Value> = op.inputs(rw).collect();
    let Some(inferred) = usize::try_from(dim)
        .ok()
        .and_then(|d| infer_concat_type(rw, d, &inputs))
    else {
        return false;
    };
    let res_ty = rw.ir.value_type(op.result(rw));
    if super::slices::preserves_static_info(rw, inferred, res_ty) {
        return false;
    }
    let at = rw.ir.op(op.op()).loc;
    let new = ConcatOp::build(rw, at, inferred, dim, &inputs).op();
    rw.insert_op_before(op.op(), new);
    let v = rw.ir.result(new, 0);
    let cast = CastOp::build(rw, at, res_ty, v).op();
    rw.replace_op_with(op.op(), cast);
    true
}

impl CanonicalizationPatterns for ConcatOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::SingleInputConcatOp",
            1,
            single_input_concat,
        );
        set.add_named(
            "(anonymous namespace)::InferConcatOperandTypes",
            1,
            infer_concat_operand_types,
        );
        set.add_named(
            "(anonymous namespace)::InferConcatResultType",
            1,
            infer_concat_result_type,
        );
    }
}

/// MLIR's `DimOfReshapeOp`: `tensor.dim` of a `tensor.reshape` is the element of the shape
/// operand at that index (cast to `index` when needed), computed right after the dim.
pub(super) fn dim_of_reshape(op: super::DimOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(reshape) = op.source(rw).defining_op::<super::ReshapeOp>(rw) else {
        return false;
    };
    let shape = reshape.shape(rw);
    let index = op.index(rw);
    let Some(elem) = ranked(rw, rw.ir.value_type(shape)).map(|r| r.elem) else {
        return false;
    };
    let at = rw.ir.op(op.op()).loc;
    let ext = ExtractOp::build(rw, at, elem, shape, &[index]).op();
    let after = rw.ir.next_op(op.op());
    match after {
        Some(n) => rw.insert_op_before(n, ext),
        None => return false,
    };
    let mut v = rw.ir.result(ext, 0);
    let index_ty = rw.common.index;
    if elem != index_ty {
        let cast = crate::arith::IndexCastOp::build(rw, at, index_ty, v).op();
        rw.insert_op_before(after.unwrap_or(op.op()), cast);
        v = rw.ir.result(cast, 0);
    }
    rw.replace_op(op.op(), &[v]);
    true
}

/// MLIR's `FoldTensorCastProducerOp` (a tensor-dialect pattern on destination-style ops) for
/// `tensor.insert`: a destination cast that only lost static information is folded in, the
/// insertion done in the more static type and cast back.
pub(super) fn fold_tensor_cast_producer_insert(op: InsertOp, rw: &mut Rewriter<'_>) -> bool {
    let Some(dest) = super::slices::foldable_cast_source(rw, op.dest(rw)) else {
        return false;
    };
    let scalar = op.scalar(rw);
    let indices: Vec<Value> = op.indices(rw).collect();
    let (at, old_ty, new_ty) = (
        rw.ir.op(op.op()).loc,
        rw.ir.value_type(op.result(rw)),
        rw.ir.value_type(dest),
    );
    let new = InsertOp::build(rw, at, new_ty, scalar, dest, &indices).op();
    rw.ir.op_mut(new).attrs = rw.ir.op(op.op()).attrs;
    rw.insert_op_before(op.op(), new);
    let mut v = rw.ir.result(new, 0);
    if new_ty != old_ty {
        let cast = CastOp::build(rw, at, old_ty, v).op();
        rw.insert_op_before(op.op(), cast);
        v = rw.ir.result(cast, 0);
    }
    rw.replace_op(op.op(), &[v]);
    true
}

impl CanonicalizationPatterns for InsertOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::FoldTensorCastProducerOp",
            1,
            fold_tensor_cast_producer_insert,
        );
    }
}
