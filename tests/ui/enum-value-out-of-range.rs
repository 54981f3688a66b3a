mod d {
    ods_macros::include_ods!("enum-value-out-of-range.ods");
}

fn main() {}
