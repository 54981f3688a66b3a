mod d {
    ods_macros::include_ods!("format-operand-type-unknown.ods");
}

fn main() {}
