mod d {
    ods_macros::include_ods!("enum-duplicate-value.ods");
}

fn main() {}
