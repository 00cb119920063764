variable "a2" {
  type = number
  default = "x"
}

variable "b2" {
  type = list(string)
  default = [1, 2}
  validation {
    condition = length(var.b2) > 0
    error_message = "bad"
  }
}

variable "c2" {
  type = bool
  validation {
    condition = contains(["a", var.c2)
    error_message = "bad"
  }
}
