mod d {
    ods_macros::include_ods!("format-operand-missing.ods");
}

fn main() {}
