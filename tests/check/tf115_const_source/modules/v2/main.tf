variable "n" {
  type = string
}
variable "ver" {
  type  = string
  const = true
}
module "inner" {
  source = "./${var.ver == "v2" ? "inner" : "nope"}"
}
