mod d {
    ods_macros::include_ods!("format-optional-single-operand.ods");
}

fn main() {}
