//! Standard MLIR dialects written in `.ods` and the `ods-opt` driver.
//!
//! Each dialect is one `ods/<name>.ods` file, generated at build time (`build.rs`) into the
//! module of the same name, where the hand-written hooks it names (verifiers, folders, custom
//! assembly) live beside it.
#![warn(missing_docs)]

/// `OpAsmOpInterface` for an op whose single result is named `%name` (`%alloc`, `%cast`, ...),
/// for the dialect modules below.
macro_rules! result_name {
    ($op:ident, $name:literal) => {
        impl ::ods_runtime::ods::hooks::OpAsmOpInterface for $op {
            #[doc = concat!("`%", $name, "`.")]
            const RESULT_NAMES: Option<::ods_runtime::text::printer::ResultNamesFn> = Some({
                fn names(
                    ctx: &::ods_runtime::Context,
                    op: ::ods_runtime::Op,
                    set: &mut dyn FnMut(::ods_runtime::Value, &str),
                ) {
                    if let Some(v) = ctx.ir.results(op).next() {
                        set(v, $name);
                    }
                }
                names
            });
        }
    };
}

/// A dialect's inliner interface that lets every op of the dialect be inlined (MLIR's
/// `ArithInlinerInterface` and its like), and with `regions` also any region into the regions
/// of its ops (`TensorInlinerInterface`, ...); `$doc` names MLIR's interface.
macro_rules! inline_everything {
    ($dialect:ty, $doc:literal) => {
        #[doc = $doc]
        impl ::ods_runtime::transforms::inliner::DialectInlinerInterface for $dialect {
            fn is_legal_to_inline_op(
                _: &::ods_runtime::Context,
                _: ::ods_runtime::Op,
                _: ::ods_runtime::Region,
                _: bool,
            ) -> bool {
                true
            }
        }
    };
    ($dialect:ty, $doc:literal, regions) => {
        #[doc = $doc]
        impl ::ods_runtime::transforms::inliner::DialectInlinerInterface for $dialect {
            fn is_legal_to_inline_region(
                _: &::ods_runtime::Context,
                _: ::ods_runtime::Region,
                _: ::ods_runtime::Region,
                _: bool,
            ) -> bool {
                true
            }

            fn is_legal_to_inline_op(
                _: &::ods_runtime::Context,
                _: ::ods_runtime::Op,
                _: ::ods_runtime::Region,
                _: bool,
            ) -> bool {
                true
            }
        }
    };
}

pub mod affine;
pub mod arith;
pub mod bufferization;
pub mod cf;
pub mod func;
pub mod index;
mod index_list;
pub mod math;
pub mod memref;
mod reshapes;
pub mod scf;
pub mod tensor;
pub mod ub;

use ods_runtime::Context;

/// Registers every bundled dialect in `ctx` (what `ods-opt` does on each fresh context).
pub fn register_all(ctx: &mut Context) {
    affine::register(ctx);
    arith::register(ctx);
    bufferization::register(ctx);
    cf::register(ctx);
    func::register(ctx);
    scf::register(ctx);
    index::register(ctx);
    math::register(ctx);
    memref::register(ctx);
    tensor::register(ctx);
    ub::register(ctx);
}
