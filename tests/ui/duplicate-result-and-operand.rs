mod d {
    ods_macros::include_ods!("duplicate-result-and-operand.ods");
}

fn main() {}
