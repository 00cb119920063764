variable "c" {
  type = object({opts = set(tuple([bool, number]))})
  default = {
opts = [ = ]
} .
}
