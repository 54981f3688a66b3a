//! The `memref` dialect: generated from `ods/memref.ods`, plus the hand-written hooks it names:
//! the custom form of `memref.alloca_scope` (with its implicit `memref.alloca_scope.return`),
//! the type-and-initial-value directive of `memref.global`, the result names mlir-opt gives
//! (`%alloc`, `%alloca`, `%cast`, `%dim`, ...), the predicates of the dialect's type
//! constraints, and the ops' verifiers with mlir-opt's messages (allocation sizes and layout
//! symbols, index counts, cast compatibility, global symbols and initial values, atomic kinds).

include!(concat!(env!("OUT_DIR"), "/memref.rs"));

mod dma;
mod folds;
mod layout;
mod patterns;
mod reshapes;
mod views;

pub(crate) use folds::fold_memref_cast;

use ods_runtime::analysis::region_branch::{RegionBranchOpInterface, RegionPoint, RegionSuccessor};
use ods_runtime::analysis::verifier::{op_error, op_error_on, op_loc, preceded_by};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::registry::OpTraits;
use ods_runtime::ir::types::{TypeKind, DYNAMIC};
use ods_runtime::ir::OperationState;
use ods_runtime::ods::function::lookup_nearest_symbol;
use ods_runtime::ods::hooks::{CustomAssembly, InferTypeOpInterface, Verify, VerifyRegions};
use ods_runtime::ods::preds::dense_int_values;
use ods_runtime::ods::verify::{attr_text, op_attr, quoted_type};
use ods_runtime::text::parser::ops::Delimiter;
use ods_runtime::text::parser::{OpAsmParser, PResult};
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::{Attribute, Context, Op, Type, Value};

// ------------------------------------------------------------------------------------------
// Type and attribute predicates
// ------------------------------------------------------------------------------------------

/// MLIR's `BaseMemRefType`: a ranked or unranked memref.
pub fn is_base_memref(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// An unranked memref, or a ranked memref of rank 1 or more.
pub fn is_non0_ranked_or_unranked_memref(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::UnrankedMemRef { .. } => true,
        TypeKind::MemRef { shape, .. } => !shape.is_empty(),
        _ => false,
    }
}

/// A ranked memref without dynamic dimensions.
pub fn is_static_shape_memref(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { shape, .. } if !shape.contains(&DYNAMIC))
}

/// A ranked memref of rank `rank`.
pub fn is_memref_of_rank(ctx: &Context, ty: Type, rank: usize) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::MemRef { shape, .. } if shape.len() == rank)
}

/// MLIR's `MemRefTypeAttr`: a type attribute whose type is a ranked memref.
pub fn is_memref_type_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Type(t) if matches!(ctx.type_kind(*t), TypeKind::MemRef { .. }))
}

/// MLIR's `IntPositivePowerOf2`: an integer attribute whose value is a power of two.
pub fn is_positive_power_of_2(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value
            .to_i64()
            .is_some_and(|v| v > 0 && (v as u64).is_power_of_two()),
        _ => false,
    }
}

/// MLIR's `IndexListArrayAttr`: an array whose elements are arrays of 64-bit integers.
pub fn is_index_list_array_attr(ctx: &Context, a: Attribute) -> bool {
    use ods_runtime::ods::preds::{is_array_attr_of, is_int_attr};
    is_array_attr_of(ctx, a, |c, g| {
        is_array_attr_of(c, g, |c, i| is_int_attr(c, i, 64))
    })
}

/// MLIR's `AffineMapAttr`.
pub fn is_affine_map_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::AffineMap(_))
}

/// A signless integer or `index` type.
pub fn is_signless_int_or_index(ctx: &Context, ty: Type) -> bool {
    ods_runtime::ods::preds::is_signless_int_or_index(ctx, ty)
}

// ------------------------------------------------------------------------------------------
// memref type helpers
// ------------------------------------------------------------------------------------------

/// The parts of a ranked memref type: shape, element type, layout, memory space.
struct Ranked<'a> {
    shape: &'a [i64],
    elem: Type,
    layout: Option<Attribute>,
    space: Option<Attribute>,
}

/// `ty` as a ranked memref.
fn ranked(ctx: &Context, ty: Type) -> Option<Ranked<'_>> {
    match ctx.type_kind(ty) {
        TypeKind::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Some(Ranked {
            shape,
            elem: *elem,
            layout: *layout,
            space: *memory_space,
        }),
        _ => None,
    }
}

/// `ty` as an unranked memref: element type and memory space.
fn unranked(ctx: &Context, ty: Type) -> Option<(Type, Option<Attribute>)> {
    match ctx.type_kind(ty) {
        TypeKind::UnrankedMemRef { elem, memory_space } => Some((*elem, *memory_space)),
        _ => None,
    }
}

/// The number of symbols of a memref layout's affine map (MLIR's
/// `getLayout().getAffineMap().getNumSymbols()`): a strided layout has one per dynamic
/// stride and one for a dynamic offset.
fn layout_symbols(ctx: &Context, layout: Option<Attribute>) -> usize {
    let Some(l) = layout else { return 0 };
    match ctx.attr_kind(l) {
        AttrKind::AffineMap(m) => m.num_symbols as usize,
        AttrKind::Strided { strides, offset } => {
            strides.iter().filter(|&&s| s == DYNAMIC).count() + usize::from(*offset == DYNAMIC)
        }
        _ => 0,
    }
}

/// Whether `layout` is the identity (MLIR's `isIdentity` of the layout's affine map): absent,
/// an identity affine map, or `strided<[1]>` (whose map is `(d0) -> (d0)`).
fn is_identity_layout(ctx: &Context, layout: Option<Attribute>) -> bool {
    let Some(l) = layout else { return true };
    match ctx.attr_kind(l) {
        AttrKind::AffineMap(m) => m.is_identity(),
        AttrKind::Strided { strides, offset } => **strides == [1] && *offset == 0,
        _ => false,
    }
}

/// MLIR's `getStridesAndOffset` for the layouts it handles exactly: the identity (strides
/// from the shape, offset 0) and `strided<...>`. Other affine maps give `None`.
fn strides_and_offset(ctx: &Context, r: &Ranked<'_>) -> Option<(Vec<i64>, i64)> {
    if is_identity_layout(ctx, r.layout) {
        let mut strides = vec![0i64; r.shape.len()];
        let mut running = 1i64;
        for (i, &d) in r.shape.iter().enumerate().rev() {
            strides[i] = running;
            running = if running == DYNAMIC || d == DYNAMIC {
                DYNAMIC
            } else {
                running.checked_mul(d).unwrap_or(DYNAMIC)
            };
        }
        return Some((strides, 0));
    }
    match ctx.attr_kind(r.layout?) {
        AttrKind::Strided { strides, offset } => Some((strides.to_vec(), *offset)),
        _ => None,
    }
}

/// Two sizes, strides or offsets agree unless both are static and differ.
fn compatible(a: i64, b: i64) -> bool {
    a == DYNAMIC || b == DYNAMIC || a == b
}

/// MLIR's `CastOp::areCastCompatible` for memref types.
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (Some(x), Some(y)) => {
            if x.elem != y.elem {
                return false;
            }
            if x.layout != y.layout {
                let (Some((xs, xo)), Some((ys, yo))) =
                    (strides_and_offset(ctx, &x), strides_and_offset(ctx, &y))
                else {
                    return false;
                };
                if xs.len() != ys.len() || !compatible(xo, yo) {
                    return false;
                }
                if xs.iter().zip(&ys).any(|(&p, &q)| !compatible(p, q)) {
                    return false;
                }
            }
            x.space == y.space
                && x.shape.len() == y.shape.len()
                && x.shape.iter().zip(y.shape).all(|(&p, &q)| compatible(p, q))
        }
        _ => {
            let parts = |t: Type| {
                ranked(ctx, t)
                    .map(|r| (r.elem, r.space, true))
                    .or_else(|| unranked(ctx, t).map(|(e, s)| (e, s, false)))
            };
            let (Some((ea, sa, ra)), Some((eb, sb, rb))) = (parts(a), parts(b)) else {
                return false;
            };
            (ra || rb) && ea == eb && sa == sb
        }
    }
}

/// MLIR's `memref::CastOp::areCastCompatible`, for other dialects' patterns.
pub(crate) fn are_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    cast_compatible(ctx, a, b)
}

/// MLIR's `getStridesAndOffset` of a ranked memref type (`None` for other types and for
/// layouts given as general affine maps), for other dialects' patterns.
pub(crate) fn type_strides_and_offset(ctx: &Context, ty: Type) -> Option<(Vec<i64>, i64)> {
    strides_and_offset(ctx, &ranked(ctx, ty)?)
}

/// MLIR's `MemorySpaceCastOp::areCastCompatible`: ranked memrefs with the same shape,
/// element type and layout, or unranked memrefs with the same element type.
fn memory_space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ranked(ctx, a), ranked(ctx, b)) {
        (Some(x), Some(y)) => x.shape == y.shape && x.elem == y.elem && x.layout == y.layout,
        (None, None) => match (unranked(ctx, a), unranked(ctx, b)) {
            (Some((ea, _)), Some((eb, _))) => ea == eb,
            _ => false,
        },
        _ => false,
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

/// The type of operand `i` of `op`.
fn operand_type(ctx: &Context, op: Op, i: usize) -> Option<Type> {
    ctx.ir
        .operands(op)
        .nth(i)
        .map(|v: Value| ctx.ir.value_type(v))
}

/// The type of result `i` of `op`.
fn result_type(ctx: &Context, op: Op, i: usize) -> Option<Type> {
    ctx.ir.results(op).nth(i).map(|v| ctx.ir.value_type(v))
}

// ------------------------------------------------------------------------------------------
// Result names
// ------------------------------------------------------------------------------------------

result_name!(AllocOp, "alloc");
result_name!(AllocaOp, "alloca");
result_name!(CastOp, "cast");
result_name!(DimOp, "dim");
result_name!(AssumeAlignmentOp, "assume_align");
result_name!(ExtractAlignedPointerAsIndexOp, "intptr");
result_name!(ViewOp, "view");
result_name!(ReinterpretCastOp, "reinterpret_cast");
result_name!(MemorySpaceCastOp, "memspacecast");
result_name!(SubViewOp, "subview");
result_name!(ExpandShapeOp, "expand_shape");
result_name!(CollapseShapeOp, "collapse_shape");
result_name!(ReshapeOp, "reshape");
result_name!(TransposeOp, "transpose");

// ------------------------------------------------------------------------------------------
// Allocation
// ------------------------------------------------------------------------------------------

/// The checks of `memref.alloc` and `memref.alloca`: one size operand per dynamic
/// dimension, one symbol operand per symbol of the layout.
fn verify_alloc_like(
    ctx: &Context,
    op: Op,
    sizes: usize,
    symbols: usize,
) -> Result<(), Diagnostic> {
    let Some(r) = result_type(ctx, op, 0).and_then(|t| ranked(ctx, t)) else {
        return Ok(());
    };
    let dynamic = r.shape.iter().filter(|&&d| d == DYNAMIC).count();
    if sizes != dynamic {
        return Err(op_error(
            ctx,
            op,
            &format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"),
        ));
    }
    let want = layout_symbols(ctx, r.layout);
    if symbols != want {
        return Err(op_error(
            ctx,
            op,
            &format!(
                "symbol operand count does not equal memref symbol count: expected {want}, got {symbols}"
            ),
        ));
    }
    Ok(())
}

impl Verify for AllocOp {
    /// Sizes and symbols match the result type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (s, y) = (
            self.dynamic_sizes(ctx).len(),
            self.symbol_operands(ctx).len(),
        );
        verify_alloc_like(ctx, self.op(), s, y)
    }
}

impl Verify for AllocaOp {
    /// Sizes and symbols match the result type, and an ancestor is an automatic allocation
    /// scope.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let mut parent = ctx.ir.parent_op(op);
        let mut scoped = false;
        while let Some(p) = parent {
            if ctx
                .op_traits(p)
                .contains(OpTraits::AUTOMATIC_ALLOCATION_SCOPE)
            {
                scoped = true;
                break;
            }
            parent = ctx.ir.parent_op(p);
        }
        if !scoped {
            return Err(op_error(
                ctx,
                op,
                "requires an ancestor op with AutomaticAllocationScope trait",
            ));
        }
        let (s, y) = (
            self.dynamic_sizes(ctx).len(),
            self.symbol_operands(ctx).len(),
        );
        verify_alloc_like(ctx, op, s, y)
    }
}

impl Verify for ReallocOp {
    /// A dynamic result size exactly when the result is dynamic; the same element type and
    /// memory space; identity layouts. The messages carry no op prefix, as in MLIR.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(res)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
            return Ok(());
        };
        let (Some(s), Some(r)) = (ranked(ctx, src), ranked(ctx, res)) else {
            return Ok(());
        };
        let plain = |msg: String| Diagnostic::error(op_loc(ctx, op), msg);
        let has_size = self.dynamic_result_size(ctx).is_some();
        let dynamic = r.shape.first() == Some(&DYNAMIC);
        if dynamic && !has_size {
            return Err(plain(format!(
                "missing dimension operand for result type {}",
                quoted_type(ctx, res)
            )));
        }
        if !dynamic && has_size {
            return Err(plain(format!(
                "unnecessary dimension operand for result type {}",
                quoted_type(ctx, res)
            )));
        }
        if s.elem != r.elem {
            return Err(plain(format!(
                "different element types specified for source memref type {} and result memref type {}",
                quoted_type(ctx, src),
                quoted_type(ctx, res)
            )));
        }
        if s.space != r.space {
            return Err(plain(format!(
                "different memory spaces specified for source memref type {} and result memref type {}",
                quoted_type(ctx, src),
                quoted_type(ctx, res)
            )));
        }
        if !is_identity_layout(ctx, s.layout) {
            return Err(plain(format!(
                "unsupported layout for source memref type {}",
                quoted_type(ctx, src)
            )));
        }
        if !is_identity_layout(ctx, r.layout) {
            return Err(plain(format!(
                "unsupported layout for result memref type {}",
                quoted_type(ctx, res)
            )));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// memref.alloca_scope
// ------------------------------------------------------------------------------------------

/// Prints ` %memref[%i, %j]`: the first of `operands`, indexed by the others.
fn print_indexed_memref(p: &mut OpAsmPrinter<'_, '_>, operands: &[Value]) {
    p.write(" ");
    if let Some(&m) = operands.first() {
        p.print_operand(m);
    }
    p.write("[");
    for (i, &v) in operands.iter().skip(1).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(v);
    }
    p.write("]");
}

impl CustomAssembly for AllocaScopeOp {
    /// `memref.alloca_scope [-> (types)] {region} attr-dict`; a region that does not end in a
    /// terminator gets a `memref.alloca_scope.return`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let types = p.parse_optional_arrow_type_list()?;
        st.result_types.extend(types);
        let r = p.parse_region(&[], false)?;
        // MLIR's `ensureTerminator`: a block that does not end with a terminator gets a
        // `memref.alloca_scope.return`
        p.ensure_terminator(r, AllocaScopeReturnOp::NAME);
        st.regions.push(r);
        p.parse_optional_attr_dict(st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let types: Vec<Type> = ctx.ir.results(op).map(|v| ctx.ir.value_type(v)).collect();
        let region = ctx.ir.op(op).regions.first().copied();
        p.write(" ");
        if !types.is_empty() {
            p.write(" -> (");
            for (i, &t) in types.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(t);
            }
            p.write(")");
        }
        p.write(" ");
        if let Some(r) = region {
            p.print_region(r, false, !types.is_empty());
        }
        p.print_optional_attr_dict(op, &[]);
    }
}

impl VerifyRegions for AllocaScopeOp {
    /// `RegionBranchOpInterface`: the terminator hands the results' types back.
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let want: Vec<Type> = ctx.ir.results(op).map(|v| ctx.ir.value_type(v)).collect();
        let Some(&r) = ctx.ir.op(op).regions.first() else {
            return Ok(());
        };
        for b in ctx.ir.region_blocks(r) {
            let Some(t) = ctx.ir.last_op(b) else { continue };
            if !ctx.op_traits(t).contains(OpTraits::RETURN_LIKE) {
                continue;
            }
            let got: Vec<Type> = ctx.ir.operands(t).map(|v| ctx.ir.value_type(v)).collect();
            let edge = format!(
                "along control flow edge from Operation {} to parent",
                ctx.str(ctx.ir.op(t).name)
            );
            if got.len() != want.len() {
                let msg = format!(
                    "{edge}: region branch point has {} operands, but region successor needs {} inputs",
                    got.len(),
                    want.len()
                );
                return Err(
                    op_error(ctx, op, &msg).with_note(op_loc(ctx, t), "region branch point")
                );
            }
            for (i, (&a, &b)) in got.iter().zip(&want).enumerate() {
                if a != b {
                    let msg = format!(
                        "{edge}: successor operand type #{i} {} should match successor input type #{i} {}",
                        quoted_type(ctx, a),
                        quoted_type(ctx, b)
                    );
                    return Err(
                        op_error(ctx, op, &msg).with_note(op_loc(ctx, t), "region branch point")
                    );
                }
            }
        }
        Ok(())
    }
}

impl RegionBranchOpInterface for AllocaScopeOp {
    /// The op enters its region, which ends in the results.
    fn successor_regions(&self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => {
                vec![RegionSuccessor::region(self.body_region(ctx), Vec::new())]
            }
            RegionPoint::Region(_) => {
                vec![RegionSuccessor::parent(ctx.ir.results(self.op()).collect())]
            }
        }
    }
    fn entry_successor_operands(&self, _ctx: &Context, _to: RegionPoint) -> std::ops::Range<usize> {
        0..0
    }
}

// ------------------------------------------------------------------------------------------
// Casts
// ------------------------------------------------------------------------------------------

/// `CastOpInterface`'s verifier on `memref.cast` (MLIR's `CastOp::areCastCompatible`) and
/// `memref.memory_space_cast` (the types differ at most in their memory space).
pub fn verify_cast_op(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let (Some(a), Some(b)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
        return Ok(());
    };
    let ok = if CastOp::from_op(ctx, op).is_some() {
        cast_compatible(ctx, a, b)
    } else {
        memory_space_cast_compatible(ctx, a, b)
    };
    if ok {
        Ok(())
    } else {
        Err(cast_incompatible(ctx, op, a, b))
    }
}

impl Verify for AssumeAlignmentOp {
    /// The alignment is a power of two.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let a = self.alignment(ctx);
        if a > 0 && (a as u32).is_power_of_two() {
            Ok(())
        } else {
            Err(op_error(ctx, self.op(), "alignment must be power of 2"))
        }
    }
}

// ------------------------------------------------------------------------------------------
// Loads, stores and atomics
// ------------------------------------------------------------------------------------------

/// The rank of operand `i` of `op` when it is a ranked memref.
fn memref_rank(ctx: &Context, op: Op, i: usize) -> Option<usize> {
    operand_type(ctx, op, i).and_then(|t| memref_rank_of(ctx, t))
}

/// The rank of `ty` when it is a ranked memref.
fn memref_rank_of(ctx: &Context, ty: Type) -> Option<usize> {
    ranked(ctx, ty).map(|r| r.shape.len())
}

impl Verify for LoadOp {
    /// One index per dimension.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let n = self.indices(ctx).len();
        match memref_rank(ctx, self.op(), 0) {
            Some(rank) if rank != n => Err(op_error(
                ctx,
                self.op(),
                &format!("incorrect number of indices for load, expected {rank} but got {n}"),
            )),
            _ => Ok(()),
        }
    }
}

impl Verify for StoreOp {
    /// One index per dimension.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let n = self.indices(ctx).len();
        match memref_rank(ctx, self.op(), 1) {
            Some(rank) if rank != n => Err(op_error(
                ctx,
                self.op(),
                "store index operand count not equal to memref rank",
            )),
            _ => Ok(()),
        }
    }
}

impl Verify for AtomicRMWOp {
    /// One index per dimension, and a value type the kind works on.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let n = self.indices(ctx).len();
        if memref_rank(ctx, op, 1).is_some_and(|rank| rank != n) {
            return Err(op_error(
                ctx,
                op,
                "expects the number of subscripts to be equal to memref rank",
            ));
        }
        let kind = self.kind(ctx);
        let Some(ty) = operand_type(ctx, op, 0) else {
            return Ok(());
        };
        use AtomicRMWKind as K;
        let float = matches!(
            kind,
            K::Addf | K::Maximumf | K::Minimumf | K::Mulf | K::Maxnumf | K::Minnumf
        );
        let int = matches!(
            kind,
            K::Addi | K::Maxs | K::Maxu | K::Mins | K::Minu | K::Muli | K::Ori | K::Xori | K::Andi
        );
        let keyword = kind.as_str();
        if float && !matches!(ctx.type_kind(ty), TypeKind::Float(_)) {
            return Err(op_error(
                ctx,
                op,
                &format!("with kind '{keyword}' expects a floating-point type"),
            ));
        }
        if int && !matches!(ctx.type_kind(ty), TypeKind::Integer { .. }) {
            return Err(op_error(
                ctx,
                op,
                &format!("with kind '{keyword}' expects an integer type"),
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// Globals
// ------------------------------------------------------------------------------------------

/// The tensor type an initial value of a global of memref type `ty` has (MLIR's
/// `getTensorTypeFromMemRefType`).
fn tensor_type_of_memref(ctx: &mut Context, ty: Type) -> Option<Type> {
    let (shape, elem) = match ctx.type_kind(ty) {
        TypeKind::MemRef { shape, elem, .. } => (shape.to_vec(), *elem),
        _ => return None,
    };
    Some(ctx.tensor_type(&shape, elem))
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)`: `memref<...>`, then
/// optionally `= uninitialized` or `= <elements attribute of the memref's tensor type>`.
pub fn parse_global_memref_op_type_and_initial_value(
    p: &mut OpAsmParser<'_, '_>,
    type_attr: &mut Option<Attribute>,
    initial_value: &mut Option<Attribute>,
) -> PResult<()> {
    let at = p.current_location();
    let ty = p.parse_type()?;
    if !is_static_shape_memref(p.ctx(), ty) {
        let msg = format!(
            "type should be static shaped memref, but got {}",
            quoted_type(p.ctx(), ty)
        );
        let name_loc = p.name_loc();
        let _ = at;
        return Err(p.emit_error(name_loc, &msg));
    }
    *type_attr = Some(p.ctx().type_attr(ty));
    if !p.parse_optional_equal() {
        return Ok(());
    }
    if p.parse_optional_keyword("uninitialized") {
        *initial_value = Some(p.ctx().common.unit);
        return Ok(());
    }
    let Some(tensor) = tensor_type_of_memref(p.ctx(), ty) else {
        return Ok(());
    };
    let value_at = p.current_location();
    let value = p.parse_attribute_of_type(tensor)?;
    if !ods_runtime::ods::preds::is_elements_attr(p.ctx(), value) {
        return Err(p.emit_error(
            value_at,
            "initial value should be a unit or elements attribute",
        ));
    }
    *initial_value = Some(value);
    Ok(())
}

/// Prints the type and, when there is one, ` = uninitialized` or ` = <value without type>`.
pub fn print_global_memref_op_type_and_initial_value(
    p: &mut OpAsmPrinter<'_, '_>,
    _op: Op,
    type_attr: Option<Attribute>,
    initial_value: Option<Attribute>,
) {
    if let Some(t) = type_attr {
        if let AttrKind::Type(ty) = p.ctx().attr_kind(t) {
            let ty = *ty;
            p.print_type(ty);
        } else {
            p.print_attribute(t);
        }
    }
    let Some(v) = initial_value else { return };
    p.write(" = ");
    if ods_runtime::ods::preds::is_unit_attr(p.ctx(), v) {
        p.write("uninitialized");
    } else {
        p.print_attribute_without_type(v);
    }
}

impl Verify for GlobalOp {
    /// A static memref type; an initial value that is a unit or elements attribute of the
    /// memref's element type and shape.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(ta) = op_attr(ctx, op, "type") else {
            return Ok(());
        };
        let AttrKind::Type(ty) = ctx.attr_kind(ta) else {
            return Ok(());
        };
        let ty = *ty;
        if !is_static_shape_memref(ctx, ty) {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "type should be static shaped memref, but got {}",
                    quoted_type(ctx, ty)
                ),
            ));
        }
        let Some(init) = op_attr(ctx, op, "initial_value") else {
            return Ok(());
        };
        if ods_runtime::ods::preds::is_unit_attr(ctx, init) {
            return Ok(());
        }
        if !ods_runtime::ods::preds::is_elements_attr(ctx, init) {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "initial value should be a unit or elements attribute, but got {}",
                    attr_text(ctx, init)
                ),
            ));
        }
        let Some(r) = ranked(ctx, ty) else {
            return Ok(());
        };
        let Some(init_ty) = ods_runtime::ods::verify::attr_type(ctx, init) else {
            return Ok(());
        };
        let init_elem = ods_runtime::ods::preds::element_type(ctx, init_ty);
        if init_elem != r.elem {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "initial value element expected to be of type {}, but was of type {}",
                    quoted_type(ctx, r.elem),
                    quoted_type(ctx, init_elem)
                ),
            ));
        }
        let init_shape: Vec<i64> = ctx.shape(init_ty).map(|s| s.to_vec()).unwrap_or_default();
        if init_shape != r.shape {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "initial value shape expected to be {} but was {}",
                    ods_runtime::ir::types::shape_text(r.shape),
                    ods_runtime::ir::types::shape_text(&init_shape)
                ),
            ));
        }
        Ok(())
    }
}

impl Verify for GetGlobalOp {
    /// `SymbolUserOpInterface`: `name` is a `memref.global` of the nearest symbol table with
    /// the result's type.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(a) = op_attr(ctx, op, "name") else {
            return Ok(());
        };
        let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(a) else {
            return Ok(());
        };
        let name = ctx.str(*root);
        let global = match lookup_nearest_symbol(ctx, op, name.as_bytes()) {
            Err(()) => return Ok(()),
            Ok(g) => g.and_then(|g| GlobalOp::from_op(ctx, g)),
        };
        let Some(global) = global else {
            return Err(op_error(
                ctx,
                op,
                &format!("'{name}' does not reference a valid global memref"),
            ));
        };
        let want = op_attr(ctx, global.op(), "type").and_then(|t| match ctx.attr_kind(t) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        });
        let got = result_type(ctx, op, 0);
        if let (Some(w), Some(g)) = (want, got) {
            if w != g {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "result type {} does not match type {} of the global memref @{name}",
                        quoted_type(ctx, g),
                        quoted_type(ctx, w)
                    ),
                ));
            }
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// Views and mixed static/dynamic index lists
// ------------------------------------------------------------------------------------------

pub use crate::index_list::{parse_dynamic_index_list, print_dynamic_index_list};

/// MLIR's `AnyStridedMemRef`: a ranked memref whose layout is the identity or
/// `strided<...>` (other affine maps are not recognized as strided here).
pub fn is_strided_memref(ctx: &Context, ty: Type) -> bool {
    ranked(ctx, ty).is_some_and(|r| strides_and_offset(ctx, &r).is_some())
}

/// The `array<i64: ...>` property `name` of `op` (empty when absent).
fn i64_array(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    op_attr(ctx, op, name)
        .map(|a| dense_int_values(ctx, a))
        .unwrap_or_default()
}

/// An error at `op` without the `'name' op` prefix (MLIR's `op->emitError`).
fn plain_error(ctx: &Context, op: Op, msg: String) -> Diagnostic {
    Diagnostic::error(op_loc(ctx, op), msg)
}

/// The maximum number of offsets, sizes and strides of an op with
/// `OffsetSizeAndStrideOpInterface` (MLIR's `getArrayAttrMaxRanks`): one offset and the
/// result's rank for `memref.reinterpret_cast`, the source's rank for `memref.subview`.
fn max_ranks(ctx: &Context, op: Op) -> [usize; 3] {
    if SubViewOp::from_op(ctx, op).is_some() {
        let rank = memref_rank(ctx, op, 0).unwrap_or(0);
        return [rank, rank, rank];
    }
    let rank = result_type(ctx, op, 0)
        .and_then(|t| ranked(ctx, t))
        .map_or(0, |r| r.shape.len());
    [1, rank, rank]
}

/// `OffsetSizeAndStrideOpInterface`'s verifier (MLIR's `verifyOffsetSizeAndStrideOp`, shared
/// with tensor's view ops): the numbers of offsets, sizes and strides agree, each static list
/// has its maximum length and one operand per dynamic entry, and static offsets and sizes are
/// not negative.
pub fn verify_offset_size_and_stride_op(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    crate::index_list::verify_offset_size_and_stride(ctx, op, max_ranks(ctx, op), 1)
}

/// A static size, stride or offset as MLIR prints it in messages: the number, or `dynamic`.
fn static_text(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".to_string()
    } else {
        v.to_string()
    }
}

impl Verify for ReinterpretCastOp {
    /// The source and the result share memory space and element type, and the result type's
    /// sizes, offset and strides are the static ones given where it has static ones.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(res)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
            return Ok(());
        };
        let Some(r) = ranked(ctx, res) else {
            return Ok(());
        };
        let (src_elem, src_space) = match ranked(ctx, src) {
            Some(s) => (s.elem, s.space),
            None => match unranked(ctx, src) {
                Some(u) => u,
                None => return Ok(()),
            },
        };
        let pair = || {
            format!(
                "{} and result memref type {}",
                quoted_type(ctx, src),
                quoted_type(ctx, res)
            )
        };
        if src_space != r.space {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for source type {}",
                    pair()
                ),
            ));
        }
        if src_elem != r.elem {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different element types specified for source type {}",
                    pair()
                ),
            ));
        }
        let sizes = i64_array(ctx, op, "static_sizes");
        for (i, (&have, &want)) in r.shape.iter().zip(&sizes).enumerate() {
            if have != DYNAMIC && have != want {
                return Err(plain_error(
                    ctx,
                    op,
                    format!(
                        "expected result type with size = {} instead of {have} in dim = {i}",
                        static_text(want)
                    ),
                ));
            }
        }
        let Some((strides, offset)) = strides_and_offset(ctx, &r) else {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result type to have strided layout but found {}",
                    quoted_type(ctx, res)
                ),
            ));
        };
        let want = i64_array(ctx, op, "static_offsets")
            .first()
            .copied()
            .unwrap_or(0);
        if offset != DYNAMIC && offset != want {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result type with offset = {} instead of {offset}",
                    static_text(want)
                ),
            ));
        }
        let want = i64_array(ctx, op, "static_strides");
        for (i, (&have, &w)) in strides.iter().zip(&want).enumerate() {
            if have != DYNAMIC && have != w {
                return Err(plain_error(
                    ctx,
                    op,
                    format!(
                        "expected result type with stride = {} instead of {have} in dim = {i}",
                        static_text(w)
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl Verify for ViewOp {
    /// Identity layouts, one memory space, one size operand per dynamic dimension.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let (Some(src), Some(res)) = (operand_type(ctx, op, 0), result_type(ctx, op, 0)) else {
            return Ok(());
        };
        let (Some(b), Some(v)) = (ranked(ctx, src), ranked(ctx, res)) else {
            return Ok(());
        };
        if !is_identity_layout(ctx, b.layout) {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "unsupported map for base memref type {}",
                    quoted_type(ctx, src)
                ),
            ));
        }
        if !is_identity_layout(ctx, v.layout) {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "unsupported map for result memref type {}",
                    quoted_type(ctx, res)
                ),
            ));
        }
        if b.space != v.space {
            return Err(plain_error(
                ctx,
                op,
                format!(
                "different memory spaces specified for base memref type {} and view memref type {}",
                quoted_type(ctx, src),
                quoted_type(ctx, res)
            ),
            ));
        }
        let dynamic = v.shape.iter().filter(|&&d| d == DYNAMIC).count();
        let sizes = self.sizes(ctx).len();
        if sizes != dynamic {
            return Err(op_error(
                ctx,
                op,
                &format!("incorrect number of dynamic sizes, has {sizes}, expected {dynamic}"),
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// DMA and prefetch
// ------------------------------------------------------------------------------------------

impl Verify for DmaWaitOp {
    /// One tag index per dimension of the tag memref.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let n = self.tag_indices(ctx).len();
        match memref_rank(ctx, op, 0) {
            Some(rank) if rank != n => Err(op_error(ctx, op, &format!(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"
            ))),
            _ => Ok(()),
        }
    }
}

impl Verify for PrefetchOp {
    /// One index per dimension.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let n = self.indices(ctx).len();
        match memref_rank(ctx, op, 0) {
            Some(rank) if rank != n => Err(op_error(ctx, op, "too few indices")),
            _ => Ok(()),
        }
    }
}

/// `, read|write, locality<N>, data|instr` of `memref.prefetch` and `affine.prefetch`: the
/// locality hint goes into `st`, the two keywords come back for [`add_prefetch_flags`] (checked
/// after the operands resolve, in MLIR's order).
pub(crate) fn parse_prefetch_specifiers<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    st: &mut OperationState,
) -> PResult<(&'a str, &'a str)> {
    p.parse_comma()?;
    let rw = p.parse_any_keyword()?;
    p.parse_comma()?;
    p.parse_keyword("locality")?;
    p.parse_less()?;
    let i32 = p.ctx().common.i32;
    let hint = p.parse_attribute_of_type(i32)?;
    p.add_attribute(st, "localityHint", hint);
    p.parse_greater()?;
    p.parse_comma()?;
    let cache = p.parse_any_keyword()?;
    Ok((rw, cache))
}

/// Checks the keywords of [`parse_prefetch_specifiers`] and adds `isWrite` and `isDataCache`.
pub(crate) fn add_prefetch_flags(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    rw: &str,
    cache: &str,
) -> PResult<()> {
    if rw != "read" && rw != "write" {
        let at = p.name_loc();
        return Err(p.emit_error(at, "rw specifier has to be 'read' or 'write'"));
    }
    let is_write = p.ctx().bool_attr(rw == "write");
    p.add_attribute(st, "isWrite", is_write);
    if cache != "data" && cache != "instr" {
        let at = p.name_loc();
        return Err(p.emit_error(at, "cache type has to be 'data' or 'instr'"));
    }
    let is_data = p.ctx().bool_attr(cache == "data");
    p.add_attribute(st, "isDataCache", is_data);
    Ok(())
}

impl CustomAssembly for PrefetchOp {
    /// `%m[%i, ...], read|write, locality<N>, data|instr attr-dict : type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let memref = p.parse_operand(true)?;
        let mut indices = Vec::new();
        p.parse_operand_list(&mut indices, Delimiter::Square, true, None)?;
        let (rw, cache) = parse_prefetch_specifiers(p, st)?;
        let ty = p.parse_colon_type()?;
        let index = p.ctx().common.index;
        p.resolve_operand(&memref, ty, &mut st.operands)?;
        p.resolve_operands_same_type(&indices, index, &mut st.operands)?;
        add_prefetch_flags(p, st, rw, cache)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let operands: Vec<Value> = ctx.ir.operands(op).collect();
        let write = self.is_write(ctx);
        let hint = self.locality_hint(ctx);
        let data = self.is_data_cache(ctx);
        let ty = operand_type(ctx, op, 0);
        print_indexed_memref(p, &operands);
        p.write(", ");
        p.write(if write { "write" } else { "read" });
        p.write(", locality<");
        p.print_integer(hint as u32 as i64);
        p.write(">, ");
        p.write(if data { "data" } else { "instr" });
        p.print_optional_attr_dict(op, &["localityHint", "isWrite", "isDataCache"]);
        p.write(" : ");
        if let Some(t) = ty {
            p.print_type(t);
        }
    }
}

// ------------------------------------------------------------------------------------------
// Metadata and aliasing
// ------------------------------------------------------------------------------------------

impl InferTypeOpInterface for ExtractStridedMetadataOp {
    /// A 0-D memref of the source's element type and memory space, then `index` for the
    /// offset and for each size and stride.
    fn infer_return_types(
        ctx: &mut Context,
        state: &OperationState,
    ) -> Result<Vec<Type>, Diagnostic> {
        let Some(src) = state.operands.first().map(|&v| ctx.ir.value_type(v)) else {
            return Ok(Vec::new());
        };
        let (rank, elem, space) = match ranked(ctx, src) {
            Some(r) => (r.shape.len(), r.elem, r.space),
            None => return Ok(Vec::new()),
        };
        let base = ctx.intern_type(TypeKind::MemRef {
            shape: Box::new([]),
            elem,
            layout: None,
            memory_space: space,
        });
        let index = ctx.common.index;
        let mut out = vec![base, index];
        out.extend(std::iter::repeat_n(index, 2 * rank));
        Ok(out)
    }
}

impl Verify for ExtractStridedMetadataOp {
    /// `InferTypeOpInterface`: the results have the inferred types (the base buffer is a
    /// 0-D memref of the source's element type and memory space), reported as mlir-opt does
    /// with two errors.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(r) = operand_type(ctx, op, 0).and_then(|t| ranked(ctx, t)) else {
            return Ok(());
        };
        let results: Vec<Type> = ctx.ir.results(op).map(|v| ctx.ir.value_type(v)).collect();
        let base_ok = results
            .first()
            .and_then(|&t| ranked(ctx, t))
            .is_some_and(|b| {
                b.shape.is_empty() && b.elem == r.elem && b.space == r.space && b.layout.is_none()
            });
        let index = ctx.common.index;
        let rest_ok =
            results.len() == 2 + 2 * r.shape.len() && results.iter().skip(1).all(|&t| t == index);
        if base_ok && rest_ok {
            return Ok(());
        }
        let elem = quoted_type(ctx, r.elem);
        let mut base = format!("'memref<{}", elem.trim_matches('\''));
        if let Some(space) = r.space {
            base.push_str(", ");
            base.push_str(&attr_text(ctx, space));
        }
        base.push_str(">'");
        let mut inferred = vec![base];
        inferred.extend(std::iter::repeat_n(
            "'index'".to_string(),
            1 + 2 * r.shape.len(),
        ));
        let actual: Vec<String> = results.iter().map(|&t| quoted_type(ctx, t)).collect();
        let first = op_error(
            ctx,
            op,
            &format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                inferred.join(", "),
                actual.join(", ")
            ),
        );
        Err(preceded_by(
            op_error(ctx, op, "failed to infer returned types"),
            first,
        ))
    }
}

impl InferTypeOpInterface for DistinctObjectsOp {
    /// The operands' types.
    fn infer_return_types(
        ctx: &mut Context,
        state: &OperationState,
    ) -> Result<Vec<Type>, Diagnostic> {
        Ok(state
            .operands
            .iter()
            .map(|&v| ctx.ir.value_type(v))
            .collect())
    }
}

impl Verify for DistinctObjectsOp {
    /// At least one operand, and results typed as the operands.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        if ctx.ir.num_operands(op) == 0 {
            return Err(op_error(ctx, op, "expected at least one operand"));
        }
        let ins: Vec<Type> = ctx.ir.operands(op).map(|v| ctx.ir.value_type(v)).collect();
        let outs: Vec<Type> = ctx.ir.results(op).map(|v| ctx.ir.value_type(v)).collect();
        if ins != outs {
            return Err(op_error(
                ctx,
                op,
                "operand types and result types must match",
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// memref.generic_atomic_rmw
// ------------------------------------------------------------------------------------------

impl CustomAssembly for GenericAtomicRMWOp {
    /// `%m[%i, ...] : memref-type {region} attr-dict`; the result is the element type.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let memref = p.parse_operand(true)?;
        let mut indices = Vec::new();
        p.parse_operand_list(&mut indices, Delimiter::Square, true, None)?;
        let type_at = p.current_location();
        let ty = p.parse_colon_type()?;
        let index = p.ctx().common.index;
        p.resolve_operand(&memref, ty, &mut st.operands)?;
        p.resolve_operands_same_type(&indices, index, &mut st.operands)?;
        let r = p.parse_region(&[], false)?;
        st.regions.push(r);
        p.parse_optional_attr_dict(st)?;
        match ranked(p.ctx(), ty) {
            Some(m) => st.result_types.push(m.elem),
            // mlir-opt asserts here; a located error instead
            None => return Err(p.emit_error(type_at, "expected a memref type")),
        }
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let operands: Vec<Value> = ctx.ir.operands(op).collect();
        let ty = operand_type(ctx, op, 0);
        let region = ctx.ir.op(op).regions.first().copied();
        print_indexed_memref(p, &operands);
        p.write(" : ");
        if let Some(t) = ty {
            p.print_type(t);
        }
        p.write(" ");
        if let Some(r) = region {
            p.print_region(r, true, true);
        }
        p.print_optional_attr_dict(op, &[]);
    }
}

impl Verify for GenericAtomicRMWOp {
    /// One block argument of the result's type, and only ops without memory effects in the
    /// body (the first other one is reported at its own location).
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(&region) = ctx.ir.op(op).regions.first() else {
            return Ok(());
        };
        let args: Vec<Value> = ctx
            .ir
            .first_block(region)
            .map(|b| ctx.ir.block_args(b).to_vec())
            .unwrap_or_default();
        if args.len() != 1 {
            return Err(op_error(
                ctx,
                op,
                "expected single number of entry block arguments",
            ));
        }
        if result_type(ctx, op, 0) != Some(ctx.ir.value_type(args[0])) {
            return Err(op_error(
                ctx,
                op,
                "expected block argument of the same type result type",
            ));
        }
        // the nested ops in pre-order, through a work list
        let mut regions = vec![region];
        while let Some(r) = regions.pop() {
            for b in ctx.ir.region_blocks(r) {
                let mut next = ctx.ir.first_op(b);
                while let Some(o) = next {
                    if !ods_runtime::analysis::effects::is_memory_effect_free(ctx, o) {
                        // MLIR's `nestedOp->emitError(..)`: no op prefix, and the nested op
                        // is the one shown as the current operation
                        let mut d = op_error_on(ctx, o, "");
                        d.message = "body of 'memref.generic_atomic_rmw' should contain only \
                                     operations with no side effects"
                            .to_string();
                        return Err(d);
                    }
                    regions.extend(ctx.ir.op(o).regions.iter().rev().copied());
                    next = ctx.ir.next_op(o);
                }
            }
        }
        Ok(())
    }
}

impl Verify for AtomicYieldOp {
    /// The yielded value has the type of the parent's result.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let Some(parent) = ctx.ir.parent_op(op) else {
            return Ok(());
        };
        let (Some(want), Some(got)) = (result_type(ctx, parent, 0), operand_type(ctx, op, 0))
        else {
            return Ok(());
        };
        if want != got {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "types mismatch between yield op: {} and its parent: {}",
                    quoted_type(ctx, got),
                    quoted_type(ctx, want)
                ),
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// memref.transpose
// ------------------------------------------------------------------------------------------

impl CustomAssembly for TransposeOp {
    /// `%in (d0, d1) -> (d1, d0) attr-dict : in-type to result-type`; the map is written inline.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let input = p.parse_operand(true)?;
        let map = p.parse_affine_map()?;
        p.parse_optional_attr_dict(st)?;
        let type_at = p.current_location();
        let src = p.parse_colon_type()?;
        let src = memref_type_or_error(p, src, type_at)?;
        p.resolve_operand(&input, src, &mut st.operands)?;
        p.parse_keyword("to")?;
        // MLIR reads the result type into a `Type` here: any kind is accepted
        let dst = p.parse_type()?;
        st.result_types.push(dst);
        let attr = p.ctx().intern_attr(AttrKind::AffineMap(map));
        p.add_attribute(st, "permutation", attr);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let map = op_attr(ctx, op, "permutation").and_then(|a| match ctx.attr_kind(a) {
            AttrKind::AffineMap(m) => {
                Some(ods_runtime::text::printer::affine::affine_map_to_string(m))
            }
            _ => None,
        });
        let (src, dst) = (operand_type(ctx, op, 0), result_type(ctx, op, 0));
        p.write(" ");
        if let Some(&v) = ctx.ir.operands(op).collect::<Vec<_>>().first() {
            p.print_operand(v);
        }
        p.write(" ");
        p.write(&map.unwrap_or_default());
        p.print_optional_attr_dict(op, &["permutation"]);
        p.write(" : ");
        if let Some(t) = src {
            p.print_type(t);
        }
        p.write(" to ");
        if let Some(t) = dst {
            p.print_type(t);
        }
    }
}

/// `ty` when it is a ranked memref; otherwise MLIR's `invalid kind of type specified` error
/// at `at` (the type was parsed as a `MemRefType`).
fn memref_type_or_error(p: &mut OpAsmParser<'_, '_>, ty: Type, at: u32) -> PResult<Type> {
    if ranked(p.ctx(), ty).is_some() {
        return Ok(ty);
    }
    let msg = format!(
        "invalid kind of type specified: expected builtin.memref, but found {}",
        quoted_type(p.ctx(), ty)
    );
    Err(p.emit_error(at, &msg))
}

impl ods_runtime::ods::hooks::ConstantMaterializer for MemrefDialect {
    /// Builds a detached `arith.constant` for a folded value (MLIR's memref dialect defers to
    /// `arith.constant`).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: ods_runtime::ir::attributes::Location,
    ) -> Option<Op> {
        crate::arith::ArithDialect::materialize_constant(ctx, value, ty, loc)
    }
}

inline_everything!(
    MemrefDialect,
    "MLIR's `MemRefInlinerInterface`: every op of the dialect may be inlined, and any region into the regions of its ops.",
    regions
);
