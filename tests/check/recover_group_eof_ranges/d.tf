variable "d" {
  type = object({count = set(list(bool))})
  default = ! false ( && 1 < 2
}
variable "d2" {
  default = f(g(1), h([2]))
}
