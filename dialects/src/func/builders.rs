//! Body of `func.func`'s `with_body` builder, declared in `ods/func.ods`: the name, the
//! signature and an entry block taking the inputs, filled by a callback as MLIR's
//! `FuncOp::addEntryBlock` followed by the caller's body.

use ods_runtime::ir::OperationState;
use ods_runtime::ods::access::set_state_attr;
use ods_runtime::ods::function::function_type_parts;
use ods_runtime::{OpBuilder, Type, Value};

use super::FuncOp;

/// Sets `sym_name` and `function_type` and adds the body region, its entry block taking one
/// argument per input of `function_type` (at the function's location), filled by `body`.
pub(crate) fn fill_func(
    b: &mut OpBuilder<'_>,
    state: &mut OperationState,
    sym_name: &str,
    function_type: Type,
    body: impl FnOnce(&mut OpBuilder<'_>, &[Value]),
) {
    let name = b.string_attr(sym_name);
    set_state_attr(b, state, &FuncOp::SYM_NAME_ATTR, Some(name));
    let ty = b.type_attr(function_type);
    set_state_attr(b, state, &FuncOp::FUNCTION_TYPE_ATTR, Some(ty));
    let inputs = function_type_parts(b, function_type)
        .map(|(inputs, _)| inputs.to_vec())
        .unwrap_or_default();
    let region = b.ir.create_region();
    state.regions.push(region);
    b.build_region(region, &inputs, state.loc, body);
}
