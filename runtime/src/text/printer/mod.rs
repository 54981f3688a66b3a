//! The printer: MLIR's textual format, byte-identical to `mlir-opt` 22.
//!
//! [`Printer`] holds the output buffer, the flags and the alias tables; sub-modules print types
//! ([`types`]), attributes ([`attributes`]) and operations ([`ops`]). [`OpAsmPrinter`] is the
//! interface custom op printers use.
//!
//! Operations print from an explicit work stack ([`ops`]); types, attributes and locations
//! recurse with their nesting through [`Printer::nested`], which continues on a new stack
//! segment when the stack runs low ([`crate::ir::stack`]), so any depth prints.

pub mod affine;
pub mod attributes;
pub mod builtin;
pub mod defs;
pub mod ops;
pub mod types;

pub use ops::print_top_level;

use crate::ir::attributes::Attribute;
use crate::ir::context::{Context, FxHashMap};
use crate::ir::stack::DeepStack;
use crate::ir::types::Type;

/// Printing options (mlir-opt's `--mlir-print-*` flags).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintFlags {
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`
    pub debuginfo: bool,
    /// `--mlir-print-local-scope`: [`print_top_level`] prints the op alone, without alias
    /// definitions (everything inline), the resources section or the final newline
    pub local_scope: bool,
    /// `--mlir-use-nameloc-as-prefix`: a result or block argument whose location holds a
    /// `NameLoc` is named after it (`loc("foo")` gives `%foo`, uniqued like other names)
    pub nameloc_as_prefix: bool,
}

/// Printer state.
pub struct Printer<'a> {
    /// the context the IR lives in
    pub ctx: &'a Context,
    /// output bytes
    pub out: Vec<u8>,
    /// flags
    pub flags: PrintFlags,
    /// attributes printed through an alias (`#map` ...)
    pub attr_aliases: FxHashMap<Attribute, Box<str>>,
    /// types printed through an alias
    pub type_aliases: FxHashMap<Type, Box<str>>,
    /// current indentation in spaces (the indentation of the operation being printed)
    pub indent: usize,
    /// SSA value and block names of the operation tree being printed
    pub names: ops::SsaNames,
    /// the default dialect of the enclosing region (its prefix is dropped from custom op names)
    pub default_dialect: &'a str,
    /// alias pre-pass: `Some` while the printer only records the types and attributes it would
    /// print (MLIR's dummy alias printer); text written meanwhile is discarded
    pub(crate) collect: Option<Vec<ops::AliasEvent>>,
    /// regions requested by a custom printer of the operation being printed, filled in later
    pub(crate) holes: Vec<ops::Hole>,
    /// text after region holes, waiting for the regions to be printed (see `ops::Work::Text`)
    pub(crate) held_text: Vec<u8>,
    /// alias events after region holes (collect mode)
    pub(crate) held_events: Vec<ops::AliasEvent>,
    /// attribute-printing state: `distinct` ids, resource handles printed
    pub attr_state: attributes::AttrPrintState,
    /// text of types printed so far (a type prints the same bytes every time within one
    /// printer: aliases are fixed before printing starts), as ranges of `type_text`
    type_cache: FxHashMap<Type, (u32, u32)>,
    /// text of dictionary attributes printed so far, as ranges of `type_text`
    dict_cache: FxHashMap<Attribute, (u32, u32)>,
    type_text: Vec<u8>,
    /// the recursive types whose bodies are being printed, outermost first (MLIR's
    /// `tryStartCyclicPrint` stack)
    pub cyclic_print: Vec<Type>,
    /// the growable stack of nested types, attributes and locations
    stack: DeepStack,
    /// the IR is not verified yet (printing prepared next to the verifier): ops that their own
    /// verifier rejects are printed in generic form by the alias pre-pass, whose output is then
    /// discarded (custom printers may assume a valid op)
    pub(crate) unverified: bool,
}

impl<'a> Printer<'a> {
    /// A printer with no aliases.
    pub fn new(ctx: &'a Context, flags: PrintFlags) -> Self {
        Printer {
            ctx,
            out: Vec::new(),
            flags,
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            indent: 0,
            names: ops::SsaNames::default(),
            default_dialect: "builtin",
            collect: None,
            unverified: false,
            holes: Vec::new(),
            held_text: Vec::new(),
            held_events: Vec::new(),
            attr_state: attributes::AttrPrintState::default(),
            type_cache: FxHashMap::default(),
            dict_cache: FxHashMap::default(),
            type_text: Vec::new(),
            cyclic_print: Vec::new(),
            stack: DeepStack::unbounded(),
        }
    }

    /// Runs `f`, one level of a type's, attribute's or location's nesting deeper: on a new
    /// stack segment when the current one runs low. Printing has no bound of its own: what it
    /// prints was built within the parser's bound or by the program.
    #[inline]
    pub fn nested(&mut self, f: impl FnOnce(&mut Self)) {
        if self.stack.has_room() {
            f(self);
        } else {
            // an unbounded budget always grows
            let _ = DeepStack::grow(self, |p| &mut p.stack, f);
        }
    }
    /// Appends text.
    #[inline]
    pub fn write(&mut self, s: &str) {
        self.out.extend_from_slice(s.as_bytes());
    }
    /// Appends formatted text without building an intermediate `String`.
    #[inline]
    pub fn write_args(&mut self, args: std::fmt::Arguments<'_>) {
        use std::io::Write as _;
        // Writing into a Vec cannot fail.
        let _ = self.out.write_fmt(args);
    }
    /// Prints a type, through its alias when it has one.
    pub fn print_type(&mut self, ty: Type) {
        if let Some(ev) = &mut self.collect {
            ev.push(ops::AliasEvent::Type(ty));
            return;
        }
        if let Some(a) = self.type_aliases.get(&ty) {
            self.out.extend_from_slice(a.as_bytes());
            return;
        }
        if let Some(&(start, len)) = self.type_cache.get(&ty) {
            let text = &self.type_text[start as usize..(start + len) as usize];
            self.out.extend_from_slice(text);
            return;
        }
        let start = self.out.len();
        self.nested(|p| p.print_type_inline(ty));
        // The text just printed is at the end of `out` (nothing flushes mid-type). Not kept:
        // text printed inside a recursive type's body (a type prints differently inside
        // itself) or holding a newline (indented like the op being printed).
        if let Some(text) = self.out.get(start..) {
            if text.len() <= 256 && self.cyclic_print.is_empty() && !text.contains(&b'\n') {
                let at = self.type_text.len() as u32;
                self.type_text.extend_from_slice(text);
                self.type_cache.insert(ty, (at, text.len() as u32));
            }
        }
    }
    /// Prints an attribute, through its alias when it has one.
    pub fn print_attribute(&mut self, attr: Attribute) {
        if let Some(ev) = &mut self.collect {
            ev.push(ops::AliasEvent::Attr(attr, false));
            return;
        }
        if let Some(a) = self.attr_aliases.get(&attr) {
            self.out.extend_from_slice(a.as_bytes());
            return;
        }
        // Dictionaries (properties, attribute lists) repeat across ops: print each once.
        let is_dict = matches!(
            self.ctx.attr_kind(attr),
            crate::ir::attributes::AttrKind::Dictionary(_)
        );
        if !is_dict {
            self.nested(|p| p.print_attribute_inline(attr));
            return;
        }
        if let Some(&(start, len)) = self.dict_cache.get(&attr) {
            let text = &self.type_text[start as usize..(start + len) as usize];
            self.out.extend_from_slice(text);
            return;
        }
        let start = self.out.len();
        self.nested(|p| p.print_attribute_inline(attr));
        if let Some(text) = self.out.get(start..) {
            if text.len() <= 512 {
                let at = self.type_text.len() as u32;
                self.type_text.extend_from_slice(text);
                self.dict_cache.insert(attr, (at, text.len() as u32));
            }
        }
    }
}

/// The printer interface handed to custom op printers ([`crate::ir::registry::PrintFn`]).
/// Its methods live in [`ops`].
pub struct OpAsmPrinter<'p, 'a> {
    /// the underlying printer
    pub p: &'p mut Printer<'a>,
}

/// MLIR's `OpAsmOpInterface`, as a model registered with
/// [`Context::add_interface`](crate::ir::context::Context::add_interface) on an op: it names the
/// default dialect of the op's regions (ops of that dialect inside print without the prefix,
/// e.g. `func.func` gives `"func"` so `func.return` prints as `return`).
///
/// `result_names` is `getAsmResultNames`: in custom form it may call `set(result, name)` for
/// some results (`%c0_i32`, `%cst`); names are sanitized and made unique (`%c0_1`) like MLIR
/// does, a named result other than the first starts a new result group (`%a, %b:2 = ...`),
/// an empty name keeps the default number.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpAsmOpInterface {
    /// default dialect of the op's regions; `None` for no default
    pub default_dialect: Option<&'static str>,
    /// names results of an op (custom form only)
    pub result_names: Option<ResultNamesFn>,
}

/// `getAsmResultNames`: calls the setter with `(result, suggested name)` pairs.
pub type ResultNamesFn = fn(&Context, crate::ir::Op, &mut dyn FnMut(crate::ir::Value, &str));
