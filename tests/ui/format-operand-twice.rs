mod d {
    ods_macros::include_ods!("format-operand-twice.ods");
}

fn main() {}
