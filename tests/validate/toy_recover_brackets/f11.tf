variable "v11" {
  default = {a = f(1 2)}
  type = string
}
