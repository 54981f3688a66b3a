//! The custom assembly forms of the affine ops that MLIR hand-writes: a map attribute
//! followed by its dimension and symbol operands (`#map(%i)[%n]`), affine maps over SSA ids
//! (`%A[%i + 1, symbol(%n)]`), the bounds of `affine.for` (`0`, `%n`, `max #map(%a)[%b]`)
//! and the regions of `affine.for` and `affine.if` with their implicit `affine.yield`.

use ods_runtime::ir::affine::{AffineExpr, AffineMap};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::types::TypeKind;
use ods_runtime::ir::OperationState;
use ods_runtime::ods::hooks::CustomAssembly;
use ods_runtime::ods::preds::dense_int_array;
use ods_runtime::ods::verify::{op_attr, quoted_type};
use ods_runtime::text::parser::ops::{Argument, Delimiter, UnresolvedOperand};
use ods_runtime::text::parser::{OpAsmParser, PResult};
use ods_runtime::text::printer::affine::affine_results_with_names;
use ods_runtime::text::printer::OpAsmPrinter;
use ods_runtime::{Op, Type, Value};

use super::{
    for_segments, map_of, operands, results, set_of, types_of, ApplyOp, ForOp, IfOp, LoadOp, MaxOp,
    MinOp, PrefetchOp, StoreOp, VectorLoadOp, VectorStoreOp, YieldOp,
};
use crate::scf::{parse_required_assignment_list, print_initialization_list};

// ------------------------------------------------------------------------------------------
// Shared pieces
// ------------------------------------------------------------------------------------------

/// Parses an affine map attribute (`#map` or `affine_map<...>`) and records it as `name`.
fn parse_map_attr(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
    name: &str,
) -> PResult<MapShape> {
    let loc = p.current_location();
    let a = p.parse_attribute()?;
    let shape = match p.ctx().attr_kind(a) {
        AttrKind::AffineMap(m) => MapShape {
            num_dims: m.num_dims,
            num_symbols: m.num_symbols,
            num_results: m.results.len(),
        },
        _ => return Err(p.emit_error(loc, "invalid kind of attribute specified")),
    };
    p.add_attribute(st, name, a);
    Ok(shape)
}

/// The counts of a parsed map (read without copying the map).
struct MapShape {
    num_dims: u32,
    num_symbols: u32,
    num_results: usize,
}

/// MLIR's `parseDimAndSymbolList`: `(dims)` then an optional `[symbols]`, resolved as
/// `index` values into `st`; returns the number of dimensions.
fn parse_dim_and_symbol_list(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
) -> PResult<usize> {
    let mut list = Vec::new();
    p.parse_operand_list(&mut list, Delimiter::Paren, true, None)?;
    let dims = list.len();
    p.parse_operand_list(&mut list, Delimiter::OptionalSquare, true, None)?;
    let index = p.ctx().common.index;
    p.resolve_operands_same_type(&list, index, &mut st.operands)?;
    Ok(dims)
}

/// MLIR's `printDimAndSymbolList`: `(dims)` and, when there are more operands, `[symbols]`.
fn print_dim_and_symbol_list(p: &mut OpAsmPrinter<'_, '_>, ops: &[Value], num_dims: usize) {
    let split = num_dims.min(ops.len());
    p.write("(");
    p.print_operands(ops[..split].iter().copied());
    p.write(")");
    if ops.len() > split {
        p.write("[");
        p.print_operands(ops[split..].iter().copied());
        p.write("]");
    }
}

/// Parses `: memref-type` (`invalid kind of type specified` for another type).
fn parse_colon_memref_type(p: &mut OpAsmParser<'_, '_>) -> PResult<(Type, Type)> {
    let loc = p.current_location();
    p.parse_colon()?;
    let ty = p.parse_type()?;
    match p.ctx().type_kind(ty) {
        TypeKind::MemRef { elem, .. } => Ok((ty, *elem)),
        _ => {
            let found = quoted_type(p.ctx(), ty);
            Err(p.emit_error(
                loc,
                &format!(
                    "invalid kind of type specified: expected builtin.memref, but found {found}"
                ),
            ))
        }
    }
}

/// Parses `[exprs of SSA ids]`, records the map as `map`, and returns its operands.
fn parse_subscripts(
    p: &mut OpAsmParser<'_, '_>,
    st: &mut OperationState,
) -> PResult<Vec<UnresolvedOperand>> {
    let (map, ops) = p.parse_affine_map_of_ssa_ids(true)?;
    let a = p.ctx().intern_attr(AttrKind::AffineMap(map));
    p.add_attribute(st, "map", a);
    Ok(ops)
}

/// MLIR's `printAffineMapOfSSAIds`: the map's results with its dimensions replaced by the
/// operands' names and its symbols by `symbol(%name)`.
fn print_subscripts(p: &mut OpAsmPrinter<'_, '_>, op: Op, map_operands: &[Value]) {
    let ctx = p.ctx();
    p.write("[");
    if let Some(map) = map_of(ctx, op, "map") {
        if print_plain_subscripts(p, map, map_operands) {
            p.write("]");
            return;
        }
        let split = (map.num_dims as usize).min(map_operands.len());
        let dims: Vec<String> = map_operands[..split]
            .iter()
            .map(|&v| p.value_name(v))
            .collect();
        let syms: Vec<String> = map_operands[split..]
            .iter()
            .map(|&v| p.value_name(v))
            .collect();
        p.write(&affine_results_with_names(map, &dims, &syms));
    }
    p.write("]");
}

/// [`print_subscripts`] without building names when every result is a dimension, a symbol
/// or a constant (`%i, symbol(%n), 0`, the common case); `false` (nothing written) otherwise.
fn print_plain_subscripts(p: &mut OpAsmPrinter<'_, '_>, map: &AffineMap, ops: &[Value]) -> bool {
    let nd = map.num_dims as usize;
    let plain = map.results.iter().all(|e| match e {
        AffineExpr::Dim(i) => (*i as usize) < nd.min(ops.len()),
        AffineExpr::Symbol(i) => nd + (*i as usize) < ops.len(),
        AffineExpr::Constant(_) => true,
        AffineExpr::Binary { .. } => false,
    });
    if !plain {
        return false;
    }
    for (k, e) in map.results.iter().enumerate() {
        if k > 0 {
            p.write(", ");
        }
        match e {
            AffineExpr::Dim(i) => p.print_operand(ops[*i as usize]),
            AffineExpr::Symbol(i) => {
                p.write("symbol(");
                p.print_operand(ops[nd + *i as usize]);
                p.write(")");
            }
            AffineExpr::Constant(c) => p.write(&c.to_string()),
            AffineExpr::Binary { .. } => {}
        }
    }
    true
}

/// Prints ` : type` of operand `i` of `op`.
fn print_colon_operand_type(p: &mut OpAsmPrinter<'_, '_>, op: Op, i: usize) {
    let ctx = p.ctx();
    p.write(" : ");
    if let Some(v) = ctx.ir.operands(op).nth(i) {
        p.print_type(ctx.ir.value_type(v));
    }
}

// ------------------------------------------------------------------------------------------
// affine.apply, affine.min, affine.max
// ------------------------------------------------------------------------------------------

impl CustomAssembly for ApplyOp {
    /// `#map(%dims)[%symbols] attr-dict`; one `index` result per map result.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let map = parse_map_attr(p, st, "map")?;
        let dims = parse_dim_and_symbol_list(p, st)?;
        p.parse_optional_attr_dict(st)?;
        if map.num_dims as usize != dims || dims + map.num_symbols as usize != st.operands.len() {
            let at = p.name_loc();
            return Err(p.emit_error(at, "dimension or symbol index mismatch"));
        }
        let index = p.ctx().common.index;
        st.result_types
            .extend(std::iter::repeat_n(index, map.num_results));
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_map_and_operands(p, self.op());
    }
}

/// ` #map(%dims)[%symbols] attr-dict`: the custom form of `affine.apply`, `affine.min` and
/// `affine.max`.
fn print_map_and_operands(p: &mut OpAsmPrinter<'_, '_>, op: Op) {
    let ctx = p.ctx();
    let ops = operands(ctx, op);
    let dims = map_of(ctx, op, "map").map_or(0, |m| m.num_dims as usize);
    p.write(" ");
    if let Some(a) = op_attr(ctx, op, "map") {
        p.print_attribute(a);
    }
    print_dim_and_symbol_list(p, &ops, dims);
    p.print_optional_attr_dict(op, &["map"]);
}

/// MLIR's `parseAffineMinMaxOp`: `#map(%dims)[%symbols] attr-dict`, one `index` result.
fn parse_min_max(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> PResult<()> {
    parse_map_attr(p, st, "map")?;
    let mut dims = Vec::new();
    p.parse_operand_list(&mut dims, Delimiter::Paren, true, None)?;
    let mut syms = Vec::new();
    p.parse_operand_list(&mut syms, Delimiter::OptionalSquare, true, None)?;
    p.parse_optional_attr_dict(st)?;
    let index = p.ctx().common.index;
    p.resolve_operands_same_type(&dims, index, &mut st.operands)?;
    p.resolve_operands_same_type(&syms, index, &mut st.operands)?;
    st.result_types.push(index);
    Ok(())
}

impl CustomAssembly for MinOp {
    /// `#map(%dims)[%symbols] attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        parse_min_max(p, st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_map_and_operands(p, self.op());
    }
}

impl CustomAssembly for MaxOp {
    /// `#map(%dims)[%symbols] attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        parse_min_max(p, st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        print_map_and_operands(p, self.op());
    }
}

// ------------------------------------------------------------------------------------------
// affine.load, affine.store, affine.prefetch
// ------------------------------------------------------------------------------------------

impl CustomAssembly for LoadOp {
    /// `%memref[subscripts] attr-dict : memref-type`; the result is the element type.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let memref = p.parse_operand(true)?;
        let subs = parse_subscripts(p, st)?;
        p.parse_optional_attr_dict(st)?;
        let (ty, elem) = parse_colon_memref_type(p)?;
        p.resolve_operand(&memref, ty, &mut st.operands)?;
        let index = p.ctx().common.index;
        p.resolve_operands_same_type(&subs, index, &mut st.operands)?;
        st.result_types.push(elem);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let ops = operands(ctx, op);
        p.write(" ");
        if let Some(&m) = ops.first() {
            p.print_operand(m);
        }
        print_subscripts(p, op, ops.get(1..).unwrap_or(&[]));
        p.print_optional_attr_dict(op, &["map"]);
        print_colon_operand_type(p, op, 0);
    }
}

impl CustomAssembly for StoreOp {
    /// `%value, %memref[subscripts] attr-dict : memref-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let value = p.parse_operand(true)?;
        p.parse_comma()?;
        let memref = p.parse_operand(true)?;
        let subs = parse_subscripts(p, st)?;
        p.parse_optional_attr_dict(st)?;
        let (ty, elem) = parse_colon_memref_type(p)?;
        p.resolve_operand(&value, elem, &mut st.operands)?;
        p.resolve_operand(&memref, ty, &mut st.operands)?;
        let index = p.ctx().common.index;
        p.resolve_operands_same_type(&subs, index, &mut st.operands)?;
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let ops = operands(ctx, op);
        p.write(" ");
        if let [v, m, ..] = ops[..] {
            p.print_operand(v);
            p.write(", ");
            p.print_operand(m);
        }
        print_subscripts(p, op, ops.get(2..).unwrap_or(&[]));
        p.print_optional_attr_dict(op, &["map"]);
        print_colon_operand_type(p, op, 1);
    }
}

/// Parses `, vector-type` (`invalid kind of type specified` for another type).
fn parse_comma_vector_type(p: &mut OpAsmParser<'_, '_>) -> PResult<Type> {
    p.parse_comma()?;
    let loc = p.current_location();
    let ty = p.parse_type()?;
    if matches!(p.ctx().type_kind(ty), TypeKind::Vector { .. }) {
        return Ok(ty);
    }
    let found = quoted_type(p.ctx(), ty);
    Err(p.emit_error(
        loc,
        &format!("invalid kind of type specified: expected builtin.vector, but found {found}"),
    ))
}

impl CustomAssembly for VectorLoadOp {
    /// `%memref[subscripts] attr-dict : memref-type, vector-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let memref = p.parse_operand(true)?;
        let subs = parse_subscripts(p, st)?;
        p.parse_optional_attr_dict(st)?;
        let (ty, _) = parse_colon_memref_type(p)?;
        let vector = parse_comma_vector_type(p)?;
        p.resolve_operand(&memref, ty, &mut st.operands)?;
        let index = p.ctx().common.index;
        p.resolve_operands_same_type(&subs, index, &mut st.operands)?;
        st.result_types.push(vector);
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let ops = operands(ctx, op);
        p.write(" ");
        if let Some(&m) = ops.first() {
            p.print_operand(m);
        }
        print_subscripts(p, op, ops.get(1..).unwrap_or(&[]));
        p.print_optional_attr_dict(op, &["map"]);
        print_colon_operand_type(p, op, 0);
        p.write(", ");
        p.print_types(types_of(ctx, &results(ctx, op)));
    }
}

impl CustomAssembly for VectorStoreOp {
    /// `%value, %memref[subscripts] attr-dict : memref-type, vector-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let value = p.parse_operand(true)?;
        p.parse_comma()?;
        let memref = p.parse_operand(true)?;
        let subs = parse_subscripts(p, st)?;
        p.parse_optional_attr_dict(st)?;
        let (ty, _) = parse_colon_memref_type(p)?;
        let vector = parse_comma_vector_type(p)?;
        p.resolve_operand(&value, vector, &mut st.operands)?;
        p.resolve_operand(&memref, ty, &mut st.operands)?;
        let index = p.ctx().common.index;
        p.resolve_operands_same_type(&subs, index, &mut st.operands)?;
        Ok(())
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let ops = operands(ctx, op);
        p.write(" ");
        if let [v, m, ..] = ops[..] {
            p.print_operand(v);
            p.write(", ");
            p.print_operand(m);
        }
        print_subscripts(p, op, ops.get(2..).unwrap_or(&[]));
        p.print_optional_attr_dict(op, &["map"]);
        print_colon_operand_type(p, op, 1);
        p.write(", ");
        if let Some(&v) = ops.first() {
            p.print_type(ctx.ir.value_type(v));
        }
    }
}

impl CustomAssembly for PrefetchOp {
    /// `%memref[subscripts], read|write, locality<N>, data|instr attr-dict : memref-type`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let memref = p.parse_operand(true)?;
        let subs = parse_subscripts(p, st)?;
        let (rw, cache) = crate::memref::parse_prefetch_specifiers(p, st)?;
        p.parse_optional_attr_dict(st)?;
        let (ty, _) = parse_colon_memref_type(p)?;
        p.resolve_operand(&memref, ty, &mut st.operands)?;
        let index = p.ctx().common.index;
        p.resolve_operands_same_type(&subs, index, &mut st.operands)?;
        crate::memref::add_prefetch_flags(p, st, rw, cache)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let ops = operands(ctx, op);
        let flag = |name: &str| {
            op_attr(ctx, op, name).is_some_and(|a| matches!(ctx.attr_kind(a), AttrKind::Bool(true)))
        };
        let (write, data) = (flag("isWrite"), flag("isDataCache"));
        let hint = op_attr(ctx, op, "localityHint")
            .map_or(0, |a| ods_runtime::ods::preds::int_attr_value(ctx, a));
        p.write(" ");
        if let Some(&m) = ops.first() {
            p.print_operand(m);
        }
        print_subscripts(p, op, ops.get(1..).unwrap_or(&[]));
        p.write(if write { ", write" } else { ", read" });
        p.write(", locality<");
        p.print_integer(hint);
        p.write(if data { ">, data" } else { ">, instr" });
        p.print_optional_attr_dict(op, &["map", "localityHint", "isDataCache", "isWrite"]);
        print_colon_operand_type(p, op, 0);
    }
}

// ------------------------------------------------------------------------------------------
// affine.for
// ------------------------------------------------------------------------------------------

/// MLIR's `parseBound` of `affine.for`: a single SSA value (a one-symbol identity map), an
/// integer (a constant map), or a map with its dimension and symbol operands, prefixed by
/// `max` (lower) or `min` (upper), which a map with several results needs.
fn parse_bound(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, lower: bool) -> PResult<()> {
    let name = if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    };
    let prefixed = p.parse_optional_keyword(if lower { "max" } else { "min" });
    let mut single = Vec::new();
    p.parse_operand_list(&mut single, Delimiter::None, true, None)?;
    let index = p.ctx().common.index;
    if !single.is_empty() {
        if single.len() > 1 {
            let at = p.name_loc();
            return Err(p.emit_error(at, "expected only one loop bound operand"));
        }
        p.resolve_operand(&single[0], index, &mut st.operands)?;
        let map = AffineMap {
            num_dims: 0,
            num_symbols: 1,
            results: Box::new([ods_runtime::ir::affine::AffineExpr::Symbol(0)]),
        };
        let a = p.ctx().intern_attr(AttrKind::AffineMap(map));
        p.add_attribute(st, name, a);
        return Ok(());
    }
    let attr_loc = p.current_location();
    let a = p.parse_attribute_of_type(index)?;
    // (dims, symbols, results) of a map, or the value of an integer: no copy of the map
    let kind = match p.ctx().attr_kind(a) {
        AttrKind::AffineMap(m) => Some(Ok((m.num_dims, m.num_symbols, m.results.len()))),
        AttrKind::Integer { value, .. } => {
            Some(Err(value.to_i64().unwrap_or(value.low_u64() as i64)))
        }
        _ => None,
    };
    match kind {
        Some(Ok((num_dims, num_symbols, num_results))) => {
            p.add_attribute(st, name, a);
            let before = st.operands.len();
            let dims = parse_dim_and_symbol_list(p, st)?;
            let at = p.name_loc();
            if num_dims as usize != dims {
                return Err(
                    p.emit_error(at, "dim operand count and affine map dim count must match")
                );
            }
            if (num_dims + num_symbols) as usize != st.operands.len() - before {
                return Err(p.emit_error(
                    at,
                    "symbol operand count and affine map symbol count must match",
                ));
            }
            if num_results > 1 && !prefixed {
                let msg = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return Err(p.emit_error(attr_loc, msg));
            }
            Ok(())
        }
        Some(Err(v)) => {
            let map = AffineMap {
                num_dims: 0,
                num_symbols: 0,
                results: Box::new([ods_runtime::ir::affine::AffineExpr::Constant(v)]),
            };
            let a = p.ctx().intern_attr(AttrKind::AffineMap(map));
            p.add_attribute(st, name, a);
            Ok(())
        }
        None => {
            let at = p.name_loc();
            Err(p.emit_error(
                at,
                "expected valid affine map representation for loop bounds",
            ))
        }
    }
}

/// MLIR's `printBound`: a constant or a single symbol operand alone, otherwise the map
/// (after `max`/`min` unless it has one result) and its operands.
fn print_bound(p: &mut OpAsmPrinter<'_, '_>, op: Op, name: &str, ops: &[Value], prefix: &str) {
    let ctx = p.ctx();
    let Some(a) = op_attr(ctx, op, name) else {
        return;
    };
    let Some(map) = map_of(ctx, op, name) else {
        p.print_attribute(a);
        return;
    };
    if map.results.len() == 1 {
        let e = &map.results[0];
        if map.num_dims == 0 && map.num_symbols == 0 {
            if let Some(c) = e.as_constant() {
                p.print_integer(c);
                return;
            }
        }
        if map.num_dims == 0 && map.num_symbols == 1 {
            if let (ods_runtime::ir::affine::AffineExpr::Symbol(_), Some(&v)) = (e, ops.first()) {
                p.print_operand(v);
                return;
            }
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attribute(a);
    print_dim_and_symbol_list(p, ops, map.num_dims as usize);
}

/// Sets `operandSegmentSizes` of `st`.
fn set_segments(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState, sizes: &[usize]) {
    let sizes: Vec<i64> = sizes.iter().map(|&n| n as i64).collect();
    let a = dense_int_array(p.ctx(), 32, &sizes);
    p.set_property(st, "operandSegmentSizes", a);
}

impl CustomAssembly for ForOp {
    /// `%iv = lower to upper [step N] [iter_args(%a = %init) -> (types)] {region}
    /// attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let mut iv = p.parse_argument(false, false)?;
        iv.ty = Some(p.ctx().common.index);
        p.parse_equal()?;
        parse_bound(p, st, true)?;
        let n_lb = st.operands.len();
        p.parse_keyword_msg("to", " between bounds")?;
        parse_bound(p, st, false)?;
        let n_ub = st.operands.len() - n_lb;
        let index = p.ctx().common.index;
        if p.parse_optional_keyword("step") {
            let loc = p.current_location();
            let a = p.parse_attribute_of_type(index)?;
            let negative = match p.ctx().attr_kind(a) {
                AttrKind::Integer { value, .. } => value.is_negative(),
                _ => false,
            };
            p.add_attribute(st, "step", a);
            if negative {
                return Err(p.emit_error(
                    loc,
                    "expected step to be representable as a positive signed integer",
                ));
            }
        } else {
            let one = ods_runtime::ods::preds::index_attr(p.ctx(), 1);
            p.add_attribute(st, "step", one);
        }
        let mut args: Vec<Argument> = vec![iv];
        let mut inits = Vec::new();
        if p.parse_optional_keyword("iter_args") {
            parse_required_assignment_list(p, &mut args, &mut inits)?;
            let types = p.parse_arrow_type_list()?;
            st.result_types.extend(types);
            let types = st.result_types.clone();
            for ((a, u), &t) in args[1..].iter_mut().zip(&inits).zip(&types) {
                a.ty = Some(t);
                p.resolve_operand(u, t, &mut st.operands)?;
            }
        }
        set_segments(p, st, &[n_lb, n_ub, inits.len()]);
        if args.len() != st.result_types.len() + 1 {
            let at = p.name_loc();
            return Err(p.emit_error(
                at,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        let body = p.parse_region(&args, false)?;
        p.ensure_terminator(body, YieldOp::NAME);
        st.regions.push(body);
        p.parse_optional_attr_dict(st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let [lbs, ubs, inits] = for_segments(ctx, op);
        let body = super::first_region(ctx, op);
        let args: Vec<Value> = body
            .and_then(|r| ctx.ir.first_block(r))
            .map(|b| ctx.ir.block_args(b).to_vec())
            .unwrap_or_default();
        p.write(" ");
        if let Some(&iv) = args.first() {
            p.print_operand(iv);
        }
        p.write(" = ");
        print_bound(p, op, "lowerBoundMap", &lbs, "max");
        p.write(" to ");
        print_bound(p, op, "upperBoundMap", &ubs, "min");
        let step =
            op_attr(ctx, op, "step").map_or(1, |a| ods_runtime::ods::preds::int_attr_value(ctx, a));
        if step != 1 {
            p.write(" step ");
            p.print_integer(step);
        }
        let iter = args.get(1..).unwrap_or(&[]);
        print_initialization_list(p, iter, &inits, " iter_args");
        if !inits.is_empty() {
            p.write(" -> (");
            p.print_types(types_of(ctx, &results(ctx, op)));
            p.write(")");
        }
        p.write(" ");
        if let Some(r) = body {
            p.print_region(r, false, !inits.is_empty());
        }
        p.print_optional_attr_dict(
            op,
            &[
                "lowerBoundMap",
                "upperBoundMap",
                "step",
                "operandSegmentSizes",
            ],
        );
    }
}

// ------------------------------------------------------------------------------------------
// affine.if
// ------------------------------------------------------------------------------------------

impl CustomAssembly for IfOp {
    /// `#set(%dims)[%symbols] [-> types] {then} [else {else}] attr-dict`.
    fn parse(p: &mut OpAsmParser<'_, '_>, st: &mut OperationState) -> Result<(), Diagnostic> {
        let loc = p.current_location();
        let a = p.parse_attribute()?;
        let set = match p.ctx().attr_kind(a) {
            AttrKind::IntegerSet(s) => (s.num_dims, s.num_symbols),
            _ => return Err(p.emit_error(loc, "invalid kind of attribute specified")),
        };
        p.add_attribute(st, "condition", a);
        let dims = parse_dim_and_symbol_list(p, st)?;
        let at = p.name_loc();
        if set.0 as usize != dims {
            return Err(p.emit_error(at, "dim operand count and integer set dim count must match"));
        }
        if dims + set.1 as usize != st.operands.len() {
            return Err(p.emit_error(
                at,
                "symbol operand count and integer set symbol count must match",
            ));
        }
        let types = p.parse_optional_arrow_type_list()?;
        st.result_types.extend(types);
        let then = p.parse_region(&[], false)?;
        p.ensure_terminator(then, YieldOp::NAME);
        let els = if p.parse_optional_keyword("else") {
            let r = p.parse_region(&[], false)?;
            p.ensure_terminator(r, YieldOp::NAME);
            r
        } else {
            p.ctx().ir.create_region()
        };
        st.regions.push(then);
        st.regions.push(els);
        p.parse_optional_attr_dict(st)
    }

    fn print(self, p: &mut OpAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.op();
        let ops = operands(ctx, op);
        let dims = set_of(ctx, op, "condition").map_or(0, |s| s.num_dims as usize);
        let res = types_of(ctx, &results(ctx, op));
        p.write(" ");
        if let Some(a) = op_attr(ctx, op, "condition") {
            p.print_attribute(a);
        }
        print_dim_and_symbol_list(p, &ops, dims);
        p.print_optional_arrow_type_list(&res);
        p.write(" ");
        let regions = ctx.ir.op(op).regions.clone();
        if let Some(&then) = regions.first() {
            p.print_region(then, false, !res.is_empty());
        }
        if let Some(&els) = regions.get(1) {
            if ctx.ir.first_block(els).is_some() {
                p.write(" else ");
                p.print_region(els, false, !res.is_empty());
            }
        }
        p.print_optional_attr_dict(op, &["condition"]);
    }
}
