variable "v12" {
  default = {a = [1 2]}
  type = string
}
