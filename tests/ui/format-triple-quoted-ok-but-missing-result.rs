mod d {
    ods_macros::include_ods!("format-triple-quoted-ok-but-missing-result.ods");
}

fn main() {}
