variable "p" {
  type = map(string)
  validation {
    condition     = try(alltrue([for k in keys(var.p) : k == "x"]), true)
    error_message = "Only x."
  }
}
variable "a" {
  type = number
}
variable "b" {
  type = number
  validation {
    condition     = var.b > var.a
    error_message = "b must exceed a."
  }
}
variable "tags" {
  type = map(string)
  validation {
    condition     = can([for k, v in var.tags : regex("^[a-z]+$", k)])
    error_message = "Tag keys must be lowercase letters."
  }
  validation {
    condition = length([
      for k, v in var.tags : k if length(v) > 5
    ]) == 0
    error_message = "Tag values are at most 5 characters."
  }
}
variable "names" {
  type = list(string)
  validation {
    condition     = try(alltrue([for n in var.names : "${n}" == lower(n)]), false)
    error_message = "Names must be lowercase: ${join(", ", [for n in var.names : n if n != lower(n)])}."
  }
}
