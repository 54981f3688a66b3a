//! The `arith` dialect: generated from `ods/arith.ods`, plus the hand-written hooks it names
//! (verifiers, the constant's result names and folder, `select`'s custom assembly, the
//! constant materializer) and the type helpers its traits use.

include!(concat!(env!("OUT_DIR"), "/arith.rs"));

mod folds;
mod patterns;

pub(crate) use patterns::invert as invert_cmpi_predicate;

use ods_runtime::analysis::effects::{ConditionallySpeculatable, Speculatability};
use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::types::{Signedness, TypeKind};
use ods_runtime::ir::OperationState;
use ods_runtime::ods::hooks::{
    CanonicalizationPatterns, ConstantMaterializer, CustomAssembly, Fold, FoldMulti,
    OpAsmOpInterface, Verify,
};
use ods_runtime::ods::verify::quoted_type;
use ods_runtime::text::parser::ops::Delimiter;
use ods_runtime::text::parser::OpAsmParser;
use ods_runtime::text::printer::{OpAsmPrinter, ResultNamesFn};
use ods_runtime::{Attribute, Context, Op, Type};

/// Something that can produce a type from its structure: a `&mut Context` interns it, a
/// `&Context` (verifiers) finds it if it exists.
pub trait TypeSource {
    /// The type of this structure; `None` when it does not exist (and cannot be made).
    fn type_of(&mut self, kind: TypeKind) -> Option<Type>;
    /// The context, read-only.
    fn context(&self) -> &Context;
}

impl TypeSource for &Context {
    fn type_of(&mut self, kind: TypeKind) -> Option<Type> {
        self.lookup_type(&kind)
    }
    fn context(&self) -> &Context {
        self
    }
}

impl TypeSource for &mut Context {
    fn type_of(&mut self, kind: TypeKind) -> Option<Type> {
        Some(self.intern_type(kind))
    }
    fn context(&self) -> &Context {
        self
    }
}

/// MLIR's `getI1SameShape`: `i1`, or a vector/tensor/memref of `i1` with the shape of `ty`.
/// From a `&Context` a type that was never created is reported as `none` (it cannot be
/// equal to any existing type, which is all a verifier asks).
pub fn i1_same_shape(mut ctx: impl TypeSource, ty: Type) -> Type {
    let c = ctx.context();
    let i1 = c.common.i1;
    let none = c.common.none;
    let kind = match c.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => TypeKind::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: i1,
        },
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => TypeKind::RankedTensor {
            shape: shape.clone(),
            elem: i1,
            encoding: *encoding,
        },
        TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { elem: i1 },
        TypeKind::MemRef {
            shape,
            layout,
            memory_space,
            ..
        } => TypeKind::MemRef {
            shape: shape.clone(),
            elem: i1,
            layout: *layout,
            memory_space: *memory_space,
        },
        TypeKind::UnrankedMemRef { memory_space, .. } => TypeKind::UnrankedMemRef {
            elem: i1,
            memory_space: *memory_space,
        },
        _ => return i1,
    };
    ctx.type_of(kind).unwrap_or(none)
}

/// `SameInputOutputTensorDims`: when both are tensors, `input` and `output` have the same
/// shape (other types are not constrained).
pub fn same_tensor_dims(
    ctx: &Context,
    input: ods_runtime::Value,
    output: ods_runtime::Value,
) -> bool {
    let dims = |v| match ctx.type_kind(ctx.ir.value_type(v)) {
        TypeKind::RankedTensor { shape, .. } => Some(&shape[..]),
        TypeKind::UnrankedTensor { .. } => Some(&[][..]),
        _ => None,
    };
    match (dims(input), dims(output)) {
        (None, None) => true,
        (a, b) => a.unwrap_or(&[]) == b.unwrap_or(&[]),
    }
}

/// The bit width of an integer or float type (0 for other types).
fn scalar_width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Float(sem) => sem.bit_width(),
        _ => 0,
    }
}

/// A type as MLIR streams it into a message (no quotes).
fn type_text(ctx: &Context, ty: Type) -> String {
    let q = quoted_type(ctx, ty);
    q[1..q.len() - 1].to_string()
}

impl ConstantMaterializer for ArithDialect {
    /// Builds a detached `arith.constant` holding a folded value of type `ty`.
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: ods_runtime::ir::attributes::Location,
    ) -> Option<Op> {
        // a poison result (MLIR's common folders propagate poison operands) is a `ub.poison`
        if crate::ub::is_poison_attr(ctx, value) {
            return crate::ub::UbDialect::materialize_constant(ctx, value, ty, loc);
        }
        if ods_runtime::ods::preds::attr_type(ctx, value) != Some(ty) {
            return None;
        }
        Some(ConstantOp::build(ctx, loc, ty, value).op())
    }
}

impl OpAsmOpInterface for ConstantOp {
    /// Names the result as mlir-opt does: `%true`/`%false` for `i1`, `%c42_i32` for other
    /// integers, `%c0` for `index`, `%cst` for everything else.
    const RESULT_NAMES: Option<ResultNamesFn> = Some(constant_result_names);
}

impl Verify for ConstantOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        use ods_runtime::ir::attributes::AttrKind;
        let op = self.op();
        let ty = ctx.ir.value_type(self.result(ctx));
        if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
            if *signedness != Signedness::Signless {
                return Err(op_error(ctx, op, "integer return type must be signless"));
            }
        }
        let value = self.value(ctx);
        let kind = ctx.attr_kind(value);
        let is_elements = ods_runtime::ods::preds::is_elements_attr(ctx, value);
        if !matches!(
            kind,
            AttrKind::Bool(_) | AttrKind::Integer { .. } | AttrKind::Float { .. }
        ) && !is_elements
        {
            return Err(op_error(
                ctx,
                op,
                "value must be an integer, float, or elements attribute",
            ));
        }
        let scalable = matches!(ctx.type_kind(ty), TypeKind::Vector { scalable, .. } if scalable.iter().any(|s| *s));
        let splat = matches!(
            kind,
            AttrKind::DenseIntOrFp { splat: true, .. } | AttrKind::DenseString { splat: true, .. }
        );
        if scalable && !splat {
            return Err(op_error(
                ctx,
                op,
                "intializing scalable vectors with elements attribute is not supported unless it's a vector splat",
            ));
        }
        Ok(())
    }
}

impl Fold for ConstantOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attribute>]) -> Option<FoldResult> {
        Some(FoldResult::Attr(self.value(ctx)))
    }
}

fn constant_result_names(ctx: &Context, op: Op, set: &mut dyn FnMut(ods_runtime::Value, &str)) {
    use ods_runtime::ir::attributes::AttrKind;
    let c = ConstantOp::from_op_unchecked(op);
    let result = c.result(ctx);
    let ty = ctx.ir.value_type(result);
    match ctx.attr_kind(c.value(ctx)) {
        AttrKind::Bool(b) => set(result, if *b { "true" } else { "false" }),
        AttrKind::Integer { value, .. } => match ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => {
                set(result, if value.is_zero() { "false" } else { "true" })
            }
            TypeKind::Integer {
                width,
                signedness: ods_runtime::ir::types::Signedness::Signless,
            } => match value.to_i64() {
                // the common case, named without allocating
                Some(v) => with_stack_name(format_args!("c{v}_i{width}"), |n| set(result, n)),
                None => set(result, &format!("c{}_i{width}", value.to_string_signed())),
            },
            TypeKind::Integer { .. } => {
                let name = format!("c{}_{}", value.to_string_signed(), type_text(ctx, ty));
                set(result, &name)
            }
            _ => match value.to_i64() {
                Some(v) => with_stack_name(format_args!("c{v}"), |n| set(result, n)),
                None => set(result, &format!("c{}", value.to_string_signed())),
            },
        },
        _ => set(result, "cst"),
    }
}

/// Calls `f` with `args` formatted in a stack buffer (names of constants are short); longer
/// text goes through a `String`.
fn with_stack_name(args: std::fmt::Arguments<'_>, f: impl FnOnce(&str)) {
    struct Buf {
        bytes: [u8; 48],
        len: usize,
    }
    impl std::fmt::Write for Buf {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            let end = self.len + s.len();
            let dst = self.bytes.get_mut(self.len..end).ok_or(std::fmt::Error)?;
            dst.copy_from_slice(s.as_bytes());
            self.len = end;
            Ok(())
        }
    }
    let mut buf = Buf {
        bytes: [0; 48],
        len: 0,
    };
    match std::fmt::Write::write_fmt(&mut buf, args) {
        Ok(()) => f(std::str::from_utf8(&buf.bytes[..buf.len]).unwrap_or_default()),
        Err(_) => f(&args.to_string()),
    }
}

impl CustomAssembly for SelectOp {
    /// `arith.select %c, %a, %b : T`, or `: C, T` when the condition is a shaped mask.
    fn parse(
        parser: &mut OpAsmParser<'_, '_>,
        state: &mut OperationState,
    ) -> Result<(), Diagnostic> {
        let mut operands = Vec::new();
        parser.parse_operand_list(&mut operands, Delimiter::None, true, Some(3))?;
        parser.parse_optional_attr_dict(state)?;
        let mut result_ty = parser.parse_colon_type()?;
        let cond_ty = if parser.parse_optional_comma() {
            let c = result_ty;
            result_ty = parser.parse_type()?;
            c
        } else {
            parser.ctx().common.i1
        };
        state.result_types.push(result_ty);
        let loc = parser.name_loc();
        parser.resolve_operands(
            &operands,
            &[cond_ty, result_ty, result_ty],
            loc,
            &mut state.operands,
        )
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        p.write(" ");
        p.print_operands(ctx.ir.operands(op));
        p.print_optional_attr_dict(op, &[]);
        p.write(" : ");
        let cond = ctx.ir.value_type(self.condition(ctx));
        if ods_runtime::ods::preds::is_shaped(ctx, cond) {
            p.print_type(cond);
            p.write(", ");
        }
        p.print_type(ctx.ir.value_type(self.result(ctx)));
    }
}

impl Verify for SelectOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.op();
        let cond = ctx.ir.value_type(self.condition(ctx));
        if ctx.is_signless_int(cond, 1) {
            return Ok(());
        }
        let result = ctx.ir.value_type(self.result(ctx));
        let shaped_result = matches!(
            ctx.type_kind(result),
            TypeKind::Vector { .. }
                | TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
        );
        if !shaped_result {
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expected condition to be a signless i1, but got {}",
                    quoted_type(ctx, cond)
                ),
            ));
        }
        let want = i1_same_shape(ctx, result);
        if cond != want {
            let want_text = if want == ctx.common.none {
                // never created: describe it from the result's shape
                type_text(ctx, result).replacen(
                    &type_text(
                        ctx,
                        ods_runtime::ods::verify::element_type_or_self(ctx, result),
                    ),
                    "i1",
                    1,
                )
            } else {
                type_text(ctx, want)
            };
            return Err(op_error(
                ctx,
                op,
                &format!(
                    "expected condition type to have the same shape as the result type, expected '{want_text}', but got {}",
                    quoted_type(ctx, cond)
                ),
            ));
        }
        Ok(())
    }
}

/// `BooleanConditionOrMatchingShape`: the condition is `i1`, or has the shape of the result.
pub fn condition_matches(
    ctx: &Context,
    condition: ods_runtime::Value,
    result: ods_runtime::Value,
) -> bool {
    let c = ctx.ir.value_type(condition);
    let r = ctx.ir.value_type(result);
    ctx.is_signless_int(c, 1) || ods_runtime::ods::verify::compatible_shapes(ctx, c, r)
}

/// The element type of `ty` if `ty` is a scalar, a vector or a tensor (a ranked memref too
/// when `memref`) whose element satisfies `elem` (MLIR's `getTypeIfLike[OrMemRef]`).
fn underlying(ctx: &Context, ty: Type, memref: bool, elem: fn(&TypeKind) -> bool) -> Option<Type> {
    let e = match ctx.type_kind(ty) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => *elem,
        TypeKind::MemRef { elem, .. } if memref => *elem,
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => return None,
        _ => ty,
    };
    elem(ctx.type_kind(e)).then_some(e)
}

fn is_int(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Integer { .. })
}
fn is_float(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Float(_))
}
fn is_int_or_index(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Integer { .. } | TypeKind::Index)
}
fn is_int_or_float(k: &TypeKind) -> bool {
    is_int(k) || is_float(k)
}

/// What an arith cast op converts, for `areCastCompatible`.
#[derive(Clone, Copy)]
enum CastKind {
    /// `extui`, `extsi`
    IntExtend,
    /// `trunci`
    IntTruncate,
    /// `extf`, `scaling_extf`
    FloatExtend,
    /// `truncf`, `scaling_truncf`
    FloatTruncate,
    /// `uitofp`, `sitofp`
    IntToFloat,
    /// `fptoui`, `fptosi`
    FloatToInt,
    /// `index_cast`, `index_castui`
    IndexCast,
    /// `bitcast`
    Bitcast,
    /// another op with `CastOpInterface`: anything goes
    Other,
}

/// The cast kind of `op`, by its handle type.
fn cast_kind(ctx: &Context, op: Op) -> CastKind {
    if ExtUIOp::from_op(ctx, op).is_some() || ExtSIOp::from_op(ctx, op).is_some() {
        CastKind::IntExtend
    } else if TruncIOp::from_op(ctx, op).is_some() {
        CastKind::IntTruncate
    } else if ExtFOp::from_op(ctx, op).is_some() || ScalingExtFOp::from_op(ctx, op).is_some() {
        CastKind::FloatExtend
    } else if TruncFOp::from_op(ctx, op).is_some() || ScalingTruncFOp::from_op(ctx, op).is_some() {
        CastKind::FloatTruncate
    } else if UIToFPOp::from_op(ctx, op).is_some() || SIToFPOp::from_op(ctx, op).is_some() {
        CastKind::IntToFloat
    } else if FPToUIOp::from_op(ctx, op).is_some() || FPToSIOp::from_op(ctx, op).is_some() {
        CastKind::FloatToInt
    } else if IndexCastOp::from_op(ctx, op).is_some() || IndexCastUIOp::from_op(ctx, op).is_some() {
        CastKind::IndexCast
    } else if BitcastOp::from_op(ctx, op).is_some() {
        CastKind::Bitcast
    } else {
        CastKind::Other
    }
}

/// The encoding of a ranked tensor type (`tensor<4xf32, "enc">`); `None` for other types.
fn tensor_encoding(ctx: &Context, t: Type) -> Option<ods_runtime::Attribute> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    }
}

/// MLIR's `areCastCompatible` of each arith cast op, on its first operand and its result:
/// one encoding (none or the same) and compatible shapes, then the element types of the kind.
fn cast_compatible(ctx: &Context, kind: CastKind, input: Type, output: Type) -> bool {
    if !matches!(kind, CastKind::Other)
        && (tensor_encoding(ctx, input) != tensor_encoding(ctx, output)
            || !ods_runtime::ods::verify::compatible_shapes(ctx, input, output))
    {
        return false;
    }
    let width = |t: Type| scalar_width(ctx, t);
    let change = |elem: fn(&TypeKind) -> bool, wider: bool| match (
        underlying(ctx, input, false, elem),
        underlying(ctx, output, false, elem),
    ) {
        (Some(s), Some(d)) if wider => width(d) > width(s),
        (Some(s), Some(d)) => width(d) < width(s),
        _ => false,
    };
    let convert = |from: fn(&TypeKind) -> bool, to: fn(&TypeKind) -> bool| {
        underlying(ctx, input, false, from).is_some()
            && underlying(ctx, output, false, to).is_some()
    };
    match kind {
        CastKind::IntExtend => change(is_int, true),
        CastKind::IntTruncate => change(is_int, false),
        CastKind::FloatExtend => change(is_float, true),
        CastKind::FloatTruncate => change(is_float, false),
        CastKind::IntToFloat => convert(is_int, is_float),
        CastKind::FloatToInt => convert(is_float, is_int),
        CastKind::IndexCast => {
            match (
                underlying(ctx, input, true, is_int_or_index),
                underlying(ctx, output, true, is_int_or_index),
            ) {
                (Some(s), Some(d)) => {
                    let signless = |t: Type| {
                        matches!(
                            ctx.type_kind(t),
                            TypeKind::Integer {
                                signedness: Signedness::Signless,
                                ..
                            }
                        )
                    };
                    (ctx.is_index(s) && signless(d)) || (signless(s) && ctx.is_index(d))
                }
                _ => false,
            }
        }
        CastKind::Bitcast => match (
            underlying(ctx, input, true, is_int_or_float),
            underlying(ctx, output, true, is_int_or_float),
        ) {
            (Some(s), Some(d)) => width(s) == width(d),
            _ => false,
        },
        CastKind::Other => true,
    }
}

/// `CastOpInterface`'s verifier (MLIR's `verifyCastInterfaceOp`).
pub fn verify_cast(ctx: &Context, op: Op) -> Result<(), Diagnostic> {
    let kind = cast_kind(ctx, op);
    let inputs: Vec<Type> = ctx.ir.operands(op).map(|v| ctx.ir.value_type(v)).collect();
    let outputs: Vec<Type> = ctx.ir.results(op).map(|v| ctx.ir.value_type(v)).collect();
    if outputs.is_empty() {
        return Err(op_error(
            ctx,
            op,
            "expected at least one result for cast operation",
        ));
    }
    let ok = outputs.len() == 1
        && !inputs.is_empty()
        && cast_compatible(ctx, kind, inputs[0], outputs[0]);
    if ok {
        return Ok(());
    }
    let list = |ts: &[Type]| {
        ts.iter()
            .map(|t| quoted_type(ctx, *t))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let operands = match inputs.len() {
        0 => "operand types []".to_string(),
        1 => format!("operand type {}", quoted_type(ctx, inputs[0])),
        _ => format!("operand types {}", list(&inputs)),
    };
    let results = match outputs.len() {
        1 => format!("result type {}", quoted_type(ctx, outputs[0])),
        _ => format!("result types {}", list(&outputs)),
    };
    Err(op_error(
        ctx,
        op,
        &format!("{operands} and {results} are cast incompatible"),
    ))
}

// ---------------------------------------------------------------- speculation

/// The integer (or splat integer) value of `v`'s defining op when it is constant-like
/// (MLIR's `m_ConstantInt`, reading the constant's `value`).
fn constant_int_of(
    ctx: &Context,
    v: ods_runtime::Value,
) -> Option<ods_runtime::numerics::apint::APInt> {
    let op = v.owner_op(ctx)?;
    if !ctx
        .op_traits(op)
        .contains(ods_runtime::ir::registry::OpTraits::CONSTANT_LIKE)
    {
        return None;
    }
    let value = ods_runtime::analysis::symbols::attr_named(ctx, op, "value")?;
    ods_runtime::transforms::fold::const_int(ctx, Some(value))
}

/// Unsigned divisions: undefined for a zero divisor, so speculatable only by a non-zero
/// constant.
fn unsigned_div_speculatability(ctx: &Context, rhs: ods_runtime::Value) -> Speculatability {
    match constant_int_of(ctx, rhs) {
        Some(c) if !c.is_zero() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

/// Signed divisions: undefined for a zero divisor and for `INT_MIN / -1`, so speculatable
/// only by a constant that is neither 0 nor -1.
fn signed_div_speculatability(ctx: &Context, rhs: ods_runtime::Value) -> Speculatability {
    match constant_int_of(ctx, rhs) {
        Some(c) if !c.is_zero() && !c.is_all_ones() => Speculatability::Speculatable,
        _ => Speculatability::NotSpeculatable,
    }
}

impl ConditionallySpeculatable for DivUIOp {
    fn speculatability(&self, ctx: &Context) -> Speculatability {
        unsigned_div_speculatability(ctx, self.rhs(ctx))
    }
}

impl ConditionallySpeculatable for CeilDivUIOp {
    fn speculatability(&self, ctx: &Context) -> Speculatability {
        unsigned_div_speculatability(ctx, self.rhs(ctx))
    }
}

impl ConditionallySpeculatable for DivSIOp {
    fn speculatability(&self, ctx: &Context) -> Speculatability {
        signed_div_speculatability(ctx, self.rhs(ctx))
    }
}

impl ConditionallySpeculatable for CeilDivSIOp {
    fn speculatability(&self, ctx: &Context) -> Speculatability {
        signed_div_speculatability(ctx, self.rhs(ctx))
    }
}

inline_everything!(
    ArithDialect,
    "MLIR's `ArithInlinerInterface`: every op of the dialect may be inlined."
);
