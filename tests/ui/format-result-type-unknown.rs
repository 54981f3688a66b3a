mod d {
    ods_macros::include_ods!("format-result-type-unknown.ods");
}

fn main() {}
