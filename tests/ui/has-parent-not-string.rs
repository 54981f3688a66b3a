mod d {
    ods_macros::include_ods!("has-parent-not-string.ods");
}

fn main() {}
