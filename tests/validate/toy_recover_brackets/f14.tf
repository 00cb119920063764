variable "v14" {
  default = [1 2]
}
variable "v14b" {
  default = f(g([1)
}
