mod d {
    ods_macros::include_ods!("reserved-operand-name.ods");
}

fn main() {}
