//! Custom-form printers of the builtin ops (`module`, `unrealized_conversion_cast`).
