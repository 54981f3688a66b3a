mod d {
    ods_macros::include_ods!("format-operands-overlap.ods");
}

fn main() {}
