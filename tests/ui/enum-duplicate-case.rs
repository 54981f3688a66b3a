mod d {
    ods_macros::include_ods!("enum-duplicate-case.ods");
}

fn main() {}
