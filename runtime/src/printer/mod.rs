//! The printer: MLIR's textual format, byte-identical to `mlir-opt` 22.
//!
//! [`Printer`] holds the output buffer, the flags and the alias tables; sub-modules print types
//! ([`types`]), attributes ([`attributes`]) and operations ([`ops`]). [`OpAsmPrinter`] is the
//! interface custom op printers use.

pub mod affine;
pub mod attributes;
pub mod builtin;
pub mod ops;
pub mod types;

use crate::attributes::Attribute;
use crate::context::{Context, FxHashMap};
use crate::types::Type;

/// Printing options (mlir-opt's `--mlir-print-*` flags).
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintFlags {
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`
    pub debuginfo: bool,
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
        }
    }
    /// Appends text.
    #[inline]
    pub fn write(&mut self, s: &str) {
        self.out.extend_from_slice(s.as_bytes());
    }
    /// Prints a type, through its alias when it has one.
    pub fn print_type(&mut self, ty: Type) {
        if let Some(a) = self.type_aliases.get(&ty) {
            let a = a.clone();
            self.write(&a);
            return;
        }
        self.print_type_inline(ty);
    }
    /// Prints an attribute, through its alias when it has one.
    pub fn print_attribute(&mut self, attr: Attribute) {
        if let Some(a) = self.attr_aliases.get(&attr) {
            let a = a.clone();
            self.write(&a);
            return;
        }
        self.print_attribute_inline(attr);
    }
}

/// The printer interface handed to custom op printers ([`crate::registry::PrintFn`]).
pub struct OpAsmPrinter<'p, 'a> {
    /// the underlying printer
    pub p: &'p mut Printer<'a>,
}
